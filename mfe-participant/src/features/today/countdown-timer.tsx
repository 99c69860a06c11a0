import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@physio/ui';
import { formatClock } from '@physio/util';

const Box = styled.div`
  display: grid;
  gap: 10px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Clock = styled.p`
  margin: 0;
  font-size: 2.25rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

type Phase = 'hold' | 'rest';

const PHASE_LABEL: Record<Phase, string> = { hold: 'Hold', rest: 'Rest' };

/**
 * Counts a hold or a rest down second by second. The clock itself is not announced every tick (a timer
 * role is not live); only the end of a count is, so a screen reader user hears when to move on.
 */
export function CountdownTimer({ holdSeconds, restSeconds }: { holdSeconds: number; restSeconds: number }) {
  const [phase, setPhase] = useState<Phase | null>(null);
  const [remaining, setRemaining] = useState(0);
  const [finished, setFinished] = useState('');

  useEffect(() => {
    if (!phase) return;
    const tick = window.setInterval(() => {
      setRemaining((left) => Math.max(0, left - 1));
    }, 1000);
    return () => window.clearInterval(tick);
  }, [phase]);

  useEffect(() => {
    if (phase && remaining === 0) {
      setFinished(`${PHASE_LABEL[phase]} done.`);
      setPhase(null);
    }
  }, [phase, remaining]);

  function start(next: Phase, seconds: number) {
    setFinished('');
    setRemaining(seconds);
    setPhase(next);
  }

  return (
    <Box>
      <Clock role="timer" aria-label={phase ? `${PHASE_LABEL[phase]} time left` : 'Timer'}>
        {phase ? `${PHASE_LABEL[phase]} ${formatClock(remaining)}` : formatClock(0)}
      </Clock>
      <p role="status" style={{ margin: 0 }}>
        {finished}
      </p>
      <Buttons>
        {holdSeconds > 0 ? (
          <Button $variant="secondary" onClick={() => start('hold', holdSeconds)}>
            Start hold ({holdSeconds}s)
          </Button>
        ) : null}
        {restSeconds > 0 ? (
          <Button $variant="secondary" onClick={() => start('rest', restSeconds)}>
            Start rest ({restSeconds}s)
          </Button>
        ) : null}
        {phase ? (
          <Button $variant="ghost" onClick={() => setPhase(null)}>
            Stop timer
          </Button>
        ) : null}
      </Buttons>
    </Box>
  );
}
