import type { PresignedUrl } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /user/awsservice/presignedurl/image: a signed address to PUT the import file to, and its stored path. */
export async function getUploadUrl(file: File): Promise<PresignedUrl> {
  const envelope = await apiRequest<PresignedUrl>('/user/awsservice/presignedurl/image', {
    query: { file_name: file.name, file_type: file.type, file_size: file.size, purpose: 'import' },
  });
  return envelope.data;
}
