import styled from 'styled-components';

/** The publish pages' column: the publication's status line above its form. */
export const PublishLayout = styled.div`
  display: grid;
  gap: 24px;
  max-width: 820px;
  margin-bottom: 48px;
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
  }
  .status p {
    margin: 0;
  }
`;
