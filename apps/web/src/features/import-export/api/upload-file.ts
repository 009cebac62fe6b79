import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/lib/upload';

/** Uploads the chosen file and returns the stored path that POST /import/tracking takes. */
export async function uploadImportFile(file: File): Promise<string> {
  return uploadFile(file, 'import');
}

export function useUploadImportFile() {
  return useMutation({ mutationFn: uploadImportFile });
}
