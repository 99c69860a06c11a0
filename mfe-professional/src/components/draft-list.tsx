import type { SavedExercise } from '@physio/contracts';
import { Badge, Button, Card, Muted } from '@physio/ui';
import styled from 'styled-components';
import { savedOverlaps, type DraftProblems, type ExerciseDraft } from './exercise-draft';
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
  .checks {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  p {
    margin: 0;
  }
`;

/**
 * A "Check: …" mark. It may name a saved exercise with a long title, so its text wraps, with corners that stay a pill
 * on one line and do not turn two lines into a blob.
 */
const CheckMark = styled(Badge).attrs({ $tone: 'warning' as const })`
  white-space: normal;
  border-radius: 0.8rem;
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
  /** Field messages per draft key, from the last save. */
  problems?: Record<string, DraftProblems>;
  /** The video's length in seconds when known: no segment may end after it. */
  videoSeconds?: number;
  /** The exercises already saved on the video, when known: a draft overlapping one of them is marked to check. */
  saved?: readonly SavedExercise[];
}

/** The editable review list of detected (or hand-added) exercises. */
export function DraftList({ drafts, onChange, disabled, problems = {}, videoSeconds, saved = [] }: DraftListProps) {
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
            <Checks draft={draft} saved={saved} />
            {draft.dosage ? <Muted>Stated in the video: {draft.dosage}</Muted> : null}
            <ExerciseFields
              draft={draft}
              disabled={disabled}
              labelPrefix={`Exercise ${index + 1}`}
              videoSeconds={videoSeconds}
              problems={problems[draft.key]}
              onChange={(next) => onChange(drafts.map((d) => (d.key === draft.key ? next : d)))}
            />
          </Item>
        </li>
      ))}
    </List>
  );
}

/** What the professional should check before saving a draft, each as a "Check: …" mark on a line under its heading. */
function Checks({ draft, saved }: { draft: ExerciseDraft; saved: readonly SavedExercise[] }) {
  const overlaps = savedOverlaps(draft, saved);
  if (!draft.inferred && overlaps.length === 0) return null;
  return (
    <div className="checks">
      {draft.inferred ? (
        <CheckMark title="Not in the exercise list: check the title, times and tags">
          Check: name not recognised
        </CheckMark>
      ) : null}
      {overlaps.map((overlap) => (
        <CheckMark
          key={`${overlap.title} ${overlap.range}`}
          title="Its times overlap an exercise already saved on this video: check the start and end"
        >
          Check: overlaps the saved “{overlap.title}” ({overlap.range})
        </CheckMark>
      ))}
    </div>
  );
}
