// The reveal flow configured for a kind from its manifest (permission, path) and its row calls: what stays per
// kind is how its answer names the contact (alerts: {data}; prospects: {data, phone}).
import type { KindManifest } from '@leadsignal/contracts';
import type { RowApi } from '../api/search-api';
import type { RevealAnswer, RevealConfig } from './reveal';

export function createRevealConfig<D, A>(
  manifest: KindManifest,
  rows: RowApi<D, A>,
  read: (answer: A) => RevealAnswer,
): RevealConfig {
  const permission = manifest.permissions.reveal;
  const useRevealMutation = rows.useRevealMutation;
  if (!permission || !useRevealMutation) throw new Error(`Nothing of ${manifest.nouns.many} is revealed.`);
  return {
    permission,
    useReveal: () => {
      const [reveal, { isLoading }] = useRevealMutation();
      return {
        busy: isLoading,
        reveal: async (id) => {
          const outcome = await reveal(id);
          return 'error' in outcome || !outcome.data ? null : read(outcome.data);
        },
      };
    },
  };
}
