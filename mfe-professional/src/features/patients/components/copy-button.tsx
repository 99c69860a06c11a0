import { Button } from '@physio/ui';
import { notify } from '../../../components/notify';

/** Copies a text to the clipboard and says so; the clipboard may be refused (no permission, plain http). */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(copied);
    } catch {
      notify.error('Could not copy', 'Select the text and copy it by hand.');
    }
  };
  return (
    <Button type="button" $variant="secondary" aria-label={label} onClick={copy}>
      Copy
    </Button>
  );
}
