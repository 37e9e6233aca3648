import { accountPrivacyPath } from '@portal/shared/api-reads/privacy.plain';
import type { PrivacySettings } from '@portal/shared/privacy.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { privacyKeys } from './keys';

export const usePrivacySettings = () =>
  useQuery({
    queryKey: privacyKeys.settings(),
    queryFn: () => api<PrivacySettings>(accountPrivacyPath),
    initialData: () => servedAnswer<PrivacySettings>(accountPrivacyPath),
  });
