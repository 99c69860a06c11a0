import { useId } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label {
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  /* The file picker is a 44 px tall target like every other control. */
  input {
    min-height: 44px;
    max-width: 100%;
    min-width: 0;
    font: inherit;
  }
  input::file-selector-button {
    min-height: 44px;
    margin-right: 12px;
    padding: 0 14px;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
`;

export const MAX_CAPTIONS_CHARS = 2_000_000;

/** A WebVTT or SRT file whose text detection uses when the video has no chapters. */
export function CaptionsInput({
  fileName,
  onLoad,
  disabled,
}: {
  fileName?: string;
  onLoad: (captions: { name: string; text: string } | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>Captions file (optional)</label>
      <input
        id={id}
        type="file"
        accept=".vtt,.srt,text/vtt"
        disabled={disabled}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return onLoad(null);
          const text = await file.text();
          onLoad({ name: file.name, text: text.slice(0, MAX_CAPTIONS_CHARS) });
        }}
      />
      <small>
        {fileName
          ? `Using ${fileName} for extraction.`
          : 'WebVTT (.vtt) or SubRip (.srt); used when the video has no chapters.'}
      </small>
    </Box>
  );
}
