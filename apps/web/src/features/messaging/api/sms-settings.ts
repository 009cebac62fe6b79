import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsSettingsView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

const smsSettingsKey = ['messaging', 'sms-settings'] as const;

export async function getSmsSettings(signal?: AbortSignal): Promise<SmsSettingsView> {
  return (await apiRequest<SmsSettingsView>('/user/sms_settings', { signal })).data;
}

/** The account's SMS quiet hours. */
export function useSmsSettings() {
  return useQuery(queryOptions({ queryKey: smsSettingsKey, queryFn: ({ signal }) => getSmsSettings(signal) }));
}

/** Saves them; resolves with the server's confirmation. */
export async function saveSmsSettings(input: SmsSettingsView): Promise<string> {
  return (await apiRequest<SmsSettingsView>('/user/sms_settings', { method: 'PUT', body: input })).meta.message[0] ?? '';
}

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSmsSettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: smsSettingsKey }) });
}
