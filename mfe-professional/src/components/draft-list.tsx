import { Button, Card } from '@physio/ui';
import styled from 'styled-components';
import type { ExerciseDraft } from './exercise-draft';
import { ExerciseFields } from './exercise-fields';

const Item = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 16px;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const List = styled.ol`
  display: grid;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

interface DraftListProps {
  drafts: ExerciseDraft[];
  onChange: (drafts: ExerciseDraft[]) => void;
  disabled?: boolean;
}

/** The editable review list of detected (or hand-added) exercises. */
export function DraftList({ drafts, onChange, disabled }: DraftListProps) {
  return (
    <List aria-label="Detected exercises">
      {drafts.map((draft, index) => (
        <li key={draft.key}>
          <Item>
            <header>
              <h3>Exercise {index + 1}</h3>
              <Button
                $variant="ghost"
                disabled={disabled}
                aria-label={`Remove exercise ${index + 1}`}
                onClick={() => onChange(drafts.filter((d) => d.key !== draft.key))}
              >
                Remove
              </Button>
            </header>
            <ExerciseFields
              draft={draft}
              disabled={disabled}
              labelPrefix={`Exercise ${index + 1}`}
              onChange={(next) => onChange(drafts.map((d) => (d.key === draft.key ? next : d)))}
            />
          </Item>
        </li>
      ))}
    </List>
  );
}
