import type { DetectRequest, DetectResponse, SaveExercisesResponse, SavedExercise } from '@physio/contracts';
import { Button, Card, Muted } from '@physio/ui';
import { useRef, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CaptionsInput } from '../../components/captions-input';
import { DraftList } from '../../components/draft-list';
import { emptyDraft } from '../../components/exercise-draft';
import { Progress } from '../../components/progress';
import type { DetectTexts } from './detect-texts';
import { useDetectExercises, type SaveTarget } from './use-detect-exercises';

const Panel = styled(Card)`
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  form {
    display: grid;
    gap: 16px;
  }
  /* A grid item may be narrower than its content (a file picker), so the form never outgrows a phone. */
  form > * {
    min-width: 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
  }
  .row > :not(:last-child) {
    flex: 1 1 320px;
  }
  .review {
    display: grid;
    gap: 16px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

const Status = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

export interface DetectPanelProps {
  texts: DetectTexts;
  /** The id of the panel's heading (inside `intro`), naming the section. */
  labelledBy?: string;
  /** Heading and description above the form. */
  intro?: ReactNode;
  /** An input beside the detect button, such as the video's URL. */
  field?: (busy: boolean) => ReactNode;
  /** The request for the API; null when the page finds its own input invalid. */
  request: () => DetectRequest | null;
  detectDisabled?: boolean;
  reviewHeading: (detected: DetectResponse) => string;
  /** Where the reviewed exercises are saved. */
  target: (detected: DetectResponse) => SaveTarget;
  onSaved?: (result: SaveExercisesResponse) => void;
  /** The add-video page lets the professional add exercises by hand and save a video even with none detected. */
  manualExercises?: boolean;
  /** The video's length in seconds when known (the video page): no exercise may end after it. */
  videoSeconds?: number;
  /** The exercises already saved on the video (the video page): a detected one overlapping them is marked to check. */
  saved?: readonly SavedExercise[];
}

/** Detect exercises in a video, review them (each editable), and save them together: the add-video and video pages. */
export function DetectPanel(props: DetectPanelProps) {
  const { texts, manualExercises = false } = props;
  const flow = useDetectExercises(texts, props.videoSeconds);
  const review = useRef<HTMLDivElement>(null);
  const { detected, drafts, saving, busy } = flow;
  const nothingFound = !!detected && detected.exercises.length === 0;
  const note = [detected?.notice, nothingFound ? detected?.message : null].filter(Boolean).join(' ');

  function onDetect(event: FormEvent) {
    event.preventDefault();
    void flow.detect(props.request());
  }

  async function onSave() {
    if (!detected) return;
    const result = await flow.save(props.target(detected));
    if (result) props.onSaved?.(result);
    // A refused list: to the first field that says why.
    else requestAnimationFrame(() => review.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  return (
    <Panel as="section" aria-labelledby={props.labelledBy}>
      {props.intro}
      <form onSubmit={onDetect} noValidate>
        <div className="row">
          {props.field?.(busy)}
          <Button type="submit" disabled={busy || props.detectDisabled}>
            {flow.detecting ? texts.detectingLabel : texts.detectLabel}
          </Button>
        </div>
        <CaptionsInput fileName={flow.captions?.name} onLoad={flow.setCaptions} disabled={busy} />
      </form>
      {flow.detecting ? <Progress label={texts.detectingProgress} /> : null}
      {flow.status ? (
        <Status role={flow.status.error ? 'alert' : 'status'} $error={flow.status.error}>
          {flow.status.text}
        </Status>
      ) : null}
      {note ? <Muted role="note">{note}</Muted> : null}
      {detected && (manualExercises || drafts.length > 0) ? (
        <div className="review" ref={review}>
          <h2>{props.reviewHeading(detected)}</h2>
          <DraftList
            drafts={drafts}
            onChange={flow.setDrafts}
            disabled={saving}
            problems={flow.problems}
            videoSeconds={props.videoSeconds}
            saved={props.saved}
          />
          <div className="actions">
            {manualExercises ? (
              <Button
                $variant="secondary"
                disabled={saving}
                onClick={() => flow.setDrafts((list) => [...list, emptyDraft()])}
              >
                Add exercise
              </Button>
            ) : null}
            {/* Everything detected is already saved and nothing was added by hand: nothing to save. */}
            {flow.nothingNew && drafts.length === 0 ? null : (
              <Button onClick={onSave} disabled={saving} aria-busy={saving}>
                {saving ? 'Saving...' : 'Save all'}
              </Button>
            )}
            {manualExercises ? null : (
              <Button $variant="ghost" disabled={saving} onClick={flow.discard}>
                Discard
              </Button>
            )}
          </div>
          {saving ? <Progress label={texts.savingProgress} /> : null}
        </div>
      ) : null}
    </Panel>
  );
}
