import { latestDataExportPath } from '@portal/shared/api-reads/data-export.plain';
import type { DataExport, LatestDataExport } from '@portal/shared/data-export';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';

/** Query keys of the "Download my data" section. */
const exportKeys = { latest: ['privacy', 'export', 'latest'] as const };

/** How often the section asks again while the archive is being built. */
const BUILDING_REFRESH_MS = 2000;

const building = (latest: LatestDataExport | undefined) => latest?.export?.status === 'building';

/** The owner's newest archive; read again every 2 seconds while it is being built. */
export const useLatestExport = () =>
  useQuery({
    queryKey: exportKeys.latest,
    queryFn: () => api<LatestDataExport>(latestDataExportPath),
    initialData: () => servedAnswer<LatestDataExport>(latestDataExportPath),
    refetchInterval: (query) => (building(query.state.data) ? BUILDING_REFRESH_MS : false),
  });

/** Asks for an archive; the section shows it building at once, and polls until it is ready. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DataExport>('/account/exports', { method: 'POST' }),
    onSuccess: (started) =>
      queryClient.setQueryData<LatestDataExport>(
        exportKeys.latest,
        (latest) => latest && { ...latest, export: started },
      ),
  });
}
