import { SCREENSHOT_MAX_BYTES } from '../../shared/constants'

/**
 * A picture of what the class screen shows (docs/SCREEN-DEVICE.md#remote-screenshot), drawn by hand into a
 * canvas: the page's background and coloured boxes, its videos (the clip on screen over the one parked underneath) and
 * images where they are laid out, then every visible text in its own font and colour. A video from
 * another origin without CORS would taint the canvas: it is left out and the rest still sent.
 */
const LONG_SIDE = 1280
const QUALITIES = [0.75, 0.55, 0.35]

type Box = { x: number; y: number; width: number; height: number }

/** Where a media element's picture lands inside its box under `object-fit` (cover, contain or fill). */
export function fittedBox(box: Box, mediaWidth: number, mediaHeight: number, fit: string): Box {
  if (!mediaWidth || !mediaHeight || fit === 'fill') return box
  const scale = fit === 'cover' ? Math.max(box.width / mediaWidth, box.height / mediaHeight) : Math.min(box.width / mediaWidth, box.height / mediaHeight)
  const width = mediaWidth * scale
  const height = mediaHeight * scale
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height }
}

function visible(el: Element): boolean {
  const style = getComputedStyle(el)
  const rect = el.getBoundingClientRect()
  return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && rect.width > 0 && rect.height > 0
}

/** Whether drawing `source` keeps the canvas readable (a cross-origin picture without CORS does not). */
function readable(source: CanvasImageSource): boolean {
  const probe = document.createElement('canvas').getContext('2d')
  if (!probe) return false
  try {
    probe.drawImage(source, 0, 0, 1, 1)
    probe.getImageData(0, 0, 1, 1)
    return true
  } catch {
    return false
  }
}

const TRANSPARENT = 'rgba(0, 0, 0, 0)'

/** The coloured boxes of the page (the class stage, banners, cards), in document order. */
function drawBoxes(ctx: CanvasRenderingContext2D, root: ParentNode): void {
  for (const el of root.querySelectorAll('body *')) {
    if (el instanceof HTMLVideoElement || el instanceof HTMLImageElement) continue
    const style = getComputedStyle(el)
    if (style.backgroundColor === TRANSPARENT || !visible(el)) continue
    const rect = el.getBoundingClientRect()
    ctx.fillStyle = style.backgroundColor
    ctx.fillRect(rect.x, rect.y, rect.width, rect.height)
  }
}

function drawMedia(ctx: CanvasRenderingContext2D, root: ParentNode): void {
  const videos = [...root.querySelectorAll('video')].sort((a, b) => Number(a.dataset.active === 'true') - Number(b.dataset.active === 'true'))
  for (const video of videos) {
    if (video.readyState < 2 || !visible(video) || !readable(video)) continue
    const box = fittedBox(video.getBoundingClientRect(), video.videoWidth, video.videoHeight, getComputedStyle(video).objectFit)
    ctx.drawImage(video, box.x, box.y, box.width, box.height)
  }
  for (const img of root.querySelectorAll('img')) {
    if (!img.complete || !img.naturalWidth || !visible(img) || !readable(img)) continue
    const box = fittedBox(img.getBoundingClientRect(), img.naturalWidth, img.naturalHeight, getComputedStyle(img).objectFit)
    ctx.drawImage(img, box.x, box.y, box.width, box.height)
  }
}

function drawTexts(ctx: CanvasRenderingContext2D, root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    const parent = node.parentElement
    if (!text || !parent || !visible(parent)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const rect = range.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    const style = getComputedStyle(parent)
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    ctx.fillStyle = style.color
    ctx.textBaseline = 'middle'
    ctx.textAlign = 'left'
    ctx.direction = style.direction === 'rtl' ? 'rtl' : 'ltr'
    if (ctx.direction === 'rtl') ctx.textAlign = 'right'
    ctx.fillText(text, ctx.direction === 'rtl' ? rect.right : rect.left, rect.top + rect.height / 2, rect.width)
  }
}

export interface ScreenPicture {
  /** The JPEG, base64 without its data: prefix. */
  image: string
  width: number
  height: number
}

export async function captureScreen(doc: Document = document): Promise<ScreenPicture> {
  const viewWidth = doc.documentElement.clientWidth || window.innerWidth
  const viewHeight = doc.documentElement.clientHeight || window.innerHeight
  const scale = Math.min(1, LONG_SIDE / Math.max(viewWidth, viewHeight))
  const canvas = doc.createElement('canvas')
  canvas.width = Math.max(1, Math.round(viewWidth * scale))
  canvas.height = Math.max(1, Math.round(viewHeight * scale))
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d canvas')
  ctx.scale(scale, scale)
  const background = getComputedStyle(doc.body).backgroundColor
  ctx.fillStyle = !background || background === TRANSPARENT ? '#000' : background
  ctx.fillRect(0, 0, viewWidth, viewHeight)
  drawBoxes(ctx, doc)
  drawMedia(ctx, doc)
  drawTexts(ctx, doc.body)
  for (const quality of QUALITIES) {
    const jpeg = await encodeJpeg(canvas, quality)
    if (jpeg.size <= SCREENSHOT_MAX_BYTES || quality === QUALITIES[QUALITIES.length - 1])
      return { image: await base64Of(jpeg), width: canvas.width, height: canvas.height }
  }
  throw new Error('unreachable')
}

/**
 * The JPEG, encoded off the page's main thread: `toBlob` hands the pixels to the browser's encoder and answers later,
 * where `toDataURL` would hold the main thread (and the clip seam it may be timing) for the whole encode.
 */
function encodeJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas could not be encoded'))), 'image/jpeg', quality),
  )
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : ''
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'))
    reader.readAsDataURL(blob)
  })
}
