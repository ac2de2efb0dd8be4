import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/session';
import { publicConfigQuery } from '../../lib/public-config';

/** The server's public configuration: which social sign-ins exist, where the development mailbox is. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery(useApi()));
}
