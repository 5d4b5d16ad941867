import sharp from 'sharp'

export interface RenderedImage {
  data: Buffer
  mimetype: 'image/png' | 'image/jpeg'
  extension: 'png' | 'jpg'
}

/**
 * Rasterises an SVG string. JPEG for photos-like scenes, PNG where transparency matters. Encoded
 * fast (the quick start waits for every one): libjpeg-turbo rather than mozjpeg at the same
 * quality, zlib's default PNG level (lossless either way). Pages show the WebP sizes Payload makes
 * from these; the files themselves are only the originals.
 */
export async function renderSvg(svg: string, format: 'png' | 'jpeg' = 'jpeg'): Promise<RenderedImage> {
  const image = sharp(Buffer.from(svg), { density: 72 })
  if (format === 'png') {
    return { data: await image.png({ compressionLevel: 6 }).toBuffer(), mimetype: 'image/png', extension: 'png' }
  }
  return {
    data: await image.flatten({ background: '#ffffff' }).jpeg({ quality: 86 }).toBuffer(),
    mimetype: 'image/jpeg',
    extension: 'jpg',
  }
}
