import { CsvDownloadStatus } from '@leadsignal/contracts';
import { render, screen } from '@testing-library/react';
import { CreditBadge, CsvDownloadStatusBadge, DownloadLimitBadge } from './Badges';

describe('badges', () => {
  it('shows Unlimited for a download limit of 0', () => {
    render(<DownloadLimitBadge limit={0} />);
    expect(screen.getByText('Download limit: Unlimited')).toBeTruthy();
  });

  it('shows the number for a download limit above 0', () => {
    render(<DownloadLimitBadge limit={500} />);
    expect(screen.getByText('Download limit: 500')).toBeTruthy();
  });

  it('shows the credits left', () => {
    render(<CreditBadge credits={7} />);
    expect(screen.getByText('Credit: 7')).toBeTruthy();
  });

  it('names a download status', () => {
    render(<CsvDownloadStatusBadge status={CsvDownloadStatus.Processing} />);
    expect(screen.getByText('Processing')).toBeTruthy();
  });
});
