import type { ChannelVideo } from '@physio/contracts';
import { Badge, Table, TableWrap } from '@physio/ui';
import { formatClock, formatDate, formatViews, parseIsoDuration } from '@physio/util';
import styled from 'styled-components';

const Thumb = styled.img`
  display: block;
  width: 96px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
`;

const Check = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
`;

// The box is drawn at 20 px; the label around it is the 44 × 44 px target a finger hits.
const CheckTarget = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
`;

interface ChannelTableProps {
  videos: ChannelVideo[];
  selected: Set<string>;
  allSelected: boolean;
  disabled?: boolean;
  onToggle: (videoId: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

/** A channel's uploads; saved ones show 'Saved' and cannot be selected. */
export function ChannelTable({ videos, selected, allSelected, disabled, onToggle, onToggleAll }: ChannelTableProps) {
  const noneSelectable = videos.every((video) => video.exists);
  return (
    <TableWrap label="Channel videos table">
      <Table>
        <thead>
          <tr>
            <th scope="col">
              <CheckTarget>
                <Check
                  type="checkbox"
                  aria-label="Select all unsaved videos"
                  checked={allSelected}
                  disabled={disabled || noneSelectable}
                  onChange={(e) => onToggleAll(e.target.checked)}
                />
              </CheckTarget>
            </th>
            <th scope="col">Thumbnail</th>
            <th scope="col">Title</th>
            <th scope="col">Duration</th>
            <th scope="col">Views</th>
            <th scope="col">Published</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {videos.map((video) => (
            <tr key={video.video_id}>
              <td>
                <CheckTarget>
                  <Check
                    type="checkbox"
                    aria-label={`Select ${video.title}`}
                    checked={!video.exists && selected.has(video.video_id)}
                    disabled={disabled || video.exists}
                    onChange={(e) => onToggle(video.video_id, e.target.checked)}
                  />
                </CheckTarget>
              </td>
              <td>
                <Thumb
                  src={video.thumbnail}
                  alt=""
                  loading="lazy"
                  onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
                />
              </td>
              <td>{video.title}</td>
              <td>{formatClock(parseIsoDuration(video.duration))}</td>
              <td>{formatViews(video.view_count)}</td>
              <td>{formatDate(video.published_at)}</td>
              <td>{video.exists ? <Badge $tone="success">Saved</Badge> : null}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
