import { useMutation } from '@tanstack/react-query';
import type { PresignedUrl } from '@trailpost/contracts';
import { getUploadUrl } from './get-upload-url';

/** PUT to the signed address: the signature authorises it, so no session header is sent. */
export async function putFile(target: PresignedUrl, file: File): Promise<void> {
  const response = await fetch(target.signedRequest, { method: target.method, headers: target.headers, body: file });
  if (!response.ok) throw new Error(`Upload refused with status ${response.status}`);
}

/** Uploads the chosen file and returns the stored path that POST /import/tracking takes. */
export async function uploadImportFile(file: File): Promise<string> {
  const target = await getUploadUrl(file);
  await putFile(target, file);
  return target.url;
}

export function useUploadImportFile() {
  return useMutation({ mutationFn: uploadImportFile });
}
