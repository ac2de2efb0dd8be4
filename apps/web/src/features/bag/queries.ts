import type { UpdateBagBody } from '@fairway/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/session';

/** Query keys of the bag. */
export const bagKeys = {
  all: ['bag'] as const,
  mine: () => [...bagKeys.all, 'mine'] as const,
  of: (userId: string) => [...bagKeys.all, 'user', userId] as const,
  brands: (query: string) => [...bagKeys.all, 'brands', query] as const,
};

/** `GET /api/golf-gear/my-bag`: the signed-in golfer's clubs, in bag order. */
export function useMyBag() {
  const api = useApi();
  return useQuery({
    queryKey: bagKeys.mine(),
    queryFn: async ({ signal }) => (await api.call('myBag', { signal })).clubs,
  });
}

/** `GET /api/golf-gear/users/{userId}/clubs`: the clubs a golfer has in the bag, in bag order. */
export function useUserBag(userId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: bagKeys.of(userId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.call('userBag', { params: { userId: userId ?? '' }, signal })).clubs,
    enabled: Boolean(userId),
  });
}

/** `GET /api/golf-gear/brands?query=`: the seeded brands matching a search (all of them without one). */
export function useBrands(query: string) {
  const api = useApi();
  return useQuery({
    queryKey: bagKeys.brands(query),
    queryFn: async ({ signal }) =>
      (await api.call('brands', { query: query ? { query } : {}, signal })).brands,
    staleTime: 60 * 60 * 1000,
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/golf-gear/update-bag`: replaces the signed-in golfer's bag; the answer becomes the cached bag. */
export function useUpdateBag() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateBagBody) => (await api.call('updateBag', { body })).clubs,
    onSuccess: (clubs) => {
      queryClient.setQueryData(bagKeys.mine(), clubs);
      void queryClient.invalidateQueries({ queryKey: [...bagKeys.all, 'user'] });
    },
  });
}
