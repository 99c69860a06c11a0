import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 4px 2px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: #115e59;
    font-size: 0.85rem;
    font-weight: 600;
  }
  /* The remove button is a 44 × 44 px target; the chip's negative margin keeps the chip itself compact. */
  li button {
    min-width: 44px;
    min-height: 44px;
    margin: -8px -4px -8px 0;
    border: 0;
    background: transparent;
    cursor: pointer;
    font: inherit;
    color: inherit;
    border-radius: 50%;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    font: inherit;
    color: inherit;
    border: 1px solid #94a3b8;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Adds the typed names (comma-separated) to the list: trimmed, empty ones ignored, case-insensitive duplicates dropped. */
export function addTags(tags: readonly string[], text: string): string[] {
  const result = [...tags];
  for (const raw of text.split(',')) {
    const name = raw.trim();
    if (name && !result.some((tag) => tag.toLowerCase() === name.toLowerCase())) result.push(name);
  }
  return result;
}

interface TagInputProps {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}

/** Tag editing: Enter or comma adds, a tag's × removes it, Backspace in the empty box removes the last one. */
export function TagInput({ label, tags, onChange, disabled }: TagInputProps) {
  const [text, setText] = useState('');
  const id = useId();
  const commit = () => {
    if (text.trim()) onChange(addTags(tags, text));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      {tags.length > 0 ? (
        <ul aria-label={`${label} list`}>
          {tags.map((tag) => (
            <li key={tag}>
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                disabled={disabled}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={text}
        disabled={disabled}
        placeholder="Type a tag and press Enter"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
    </Box>
  );
}
