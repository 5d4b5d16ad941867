import sharp from 'sharp'

export interface RenderedImage {
  data: Buffer
  mimetype: 'image/png' | 'image/jpeg'
  extension: 'png' | 'jpg'
}

/** Rasterises an SVG string. JPEG for photos-like scenes, PNG where transparency matters. */
export async function renderSvg(svg: string, format: 'png' | 'jpeg' = 'jpeg'): Promise<RenderedImage> {
  const image = sharp(Buffer.from(svg), { density: 72 })
  if (format === 'png') {
    return { data: await image.png({ compressionLevel: 9 }).toBuffer(), mimetype: 'image/png', extension: 'png' }
  }
  return {
    data: await image.flatten({ background: '#ffffff' }).jpeg({ quality: 86, mozjpeg: true }).toBuffer(),
    mimetype: 'image/jpeg',
    extension: 'jpg',
  }
}
