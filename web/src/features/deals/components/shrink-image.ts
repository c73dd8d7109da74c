/** Longest side of an uploaded picture: enough for the deal page, far lighter than a phone photo. */
export const MAX_SIDE = 1600;
const KEEP_BELOW_BYTES = 500_000;

/**
 * A lighter copy of a photo (JPEG, longest side 1600 px) when that saves bytes or the photo is
 * larger than that: pages load faster and the upload fits a slow link. The original is kept when
 * the browser cannot decode it here, or when it is small enough and the copy would not be smaller.
 */
export async function shrinkImage(file: File): Promise<{ blob: Blob; name: string }> {
  const original = { blob: file as Blob, name: file.name || 'image' };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= KEEP_BELOW_BYTES) return original;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return original;
    // JPEG has no transparency: transparent areas become white rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    // A picture over MAX_SIDE goes resized even when that is no lighter: the server refuses
    // sides over IMAGE_MAX_SIDE (a long panorama, a tiny file declaring a huge size).
    if (!blob || (scale === 1 && blob.size >= file.size)) return original;
    return { blob, name: `${original.name.replace(/\.[^.]*$/, '') || 'image'}.jpg` };
  } catch {
    return original;
  } finally {
    bitmap?.close();
  }
}
