import type { PresignedUrl, UploadPurpose } from '@trailpost/contracts';
import { apiRequest } from './api-client';

/** GET /user/awsservice/presignedurl/image: a signed address to PUT a file to, and its stored path. */
export async function getUploadUrl(file: File, purpose: UploadPurpose): Promise<PresignedUrl> {
  const envelope = await apiRequest<PresignedUrl>('/user/awsservice/presignedurl/image', {
    query: { file_name: file.name, file_type: file.type, file_size: file.size, purpose },
  });
  return envelope.data;
}

/** PUT to the signed address: the signature authorises it, so no session header is sent. */
export async function putFile(target: PresignedUrl, file: File): Promise<void> {
  const response = await fetch(target.signedRequest, { method: target.method, headers: target.headers, body: file });
  if (!response.ok) throw new Error(`Upload refused with status ${response.status}`);
}

/** Uploads a file through its signed address and returns the stored path the next call takes. */
export async function uploadFile(file: File, purpose: UploadPurpose): Promise<string> {
  const target = await getUploadUrl(file, purpose);
  await putFile(target, file);
  return target.url;
}
