import styled from 'styled-components';
import type { Billing } from './pricing';

const Group = styled.div`
  display: inline-flex;
  padding: 4px;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Option = styled.button<{ $active: boolean }>`
  min-height: 40px;
  padding: 0 20px;
  font: inherit;
  font-weight: 600;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  color: ${({ $active, theme }) => ($active ? '#fff' : theme.colors.text)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
`;

const OPTIONS: { value: Billing; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/** Monthly / Annual switch; aria-pressed tells assistive technology which one is on. */
export function BillingToggle({ value, onChange }: { value: Billing; onChange: (billing: Billing) => void }) {
  return (
    <Group role="group" aria-label="Billing period">
      {OPTIONS.map((option) => (
        <Option
          key={option.value}
          type="button"
          $active={value === option.value}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Option>
      ))}
    </Group>
  );
}
