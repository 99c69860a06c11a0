import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { addTags, TagInput } from './tag-input';

function Harness({ initial = [] as string[], onChange = jest.fn() }) {
  const [tags, setTags] = useState(initial);
  return (
    <ThemeRoot>
      <TagInput
        label="Tags"
        tags={tags}
        onChange={(next) => {
          onChange(next);
          setTags(next);
        }}
      />
    </ThemeRoot>
  );
}

describe('TagInput', () => {
  it('adds trimmed tags on Enter and comma, ignoring empty ones and case-insensitive duplicates', async () => {
    const onChange = jest.fn();
    render(<Harness initial={['mobility']} onChange={onChange} />);
    const input = screen.getByLabelText('Tags');
    await userEvent.type(input, '  Back  {Enter}');
    await userEvent.type(input, 'MOBILITY{Enter}');
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, 'hips,');
    expect(onChange.mock.calls.at(-1)[0]).toEqual(['mobility', 'Back', 'hips']);
    expect(screen.getByRole('list', { name: 'Tags list' }).textContent).toContain('Back');
  });

  it('removes a tag with its button and the last one with Backspace in the empty box', async () => {
    const onChange = jest.fn();
    render(<Harness initial={['a', 'b', 'c']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag b' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    await userEvent.type(screen.getByLabelText('Tags'), '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['a']);
  });

  it('addTags splits on commas and keeps the first spelling', () => {
    expect(addTags(['Knee'], ' knee , quads,, Quads ,calves ')).toEqual(['Knee', 'quads', 'calves']);
  });
});
