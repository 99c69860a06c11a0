import styled from 'styled-components';
import type { AssignmentItem } from '@physio/contracts';
import { Muted } from '@physio/ui';
import { dosageDetails, dosageLine } from '../../components/dosage';
import { SegmentVideo } from '../../components/segment-video';
import { CountdownTimer } from './countdown-timer';

const Dosage = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;
`;

/** One exercise of the session: its own video segment, its dosage and a timer for holds and rests. */
export function ExerciseStep({ item }: { item: AssignmentItem }) {
  const details = dosageDetails(item);
  return (
    <Layout>
      <h2>{item.title}</h2>
      <SegmentVideo item={item} />
      <Dosage>{dosageLine(item)}</Dosage>
      {details ? <Muted>{details}</Muted> : null}
      {item.notes ? <p>{item.notes}</p> : null}
      <CountdownTimer key={item.id} holdSeconds={item.hold_seconds} restSeconds={item.rest_seconds} />
    </Layout>
  );
}
