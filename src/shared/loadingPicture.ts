// The brand's loading picture (public/brand/loading.svg) as a data: address, for the web apps' loading states (the
// console's and the class screen's; the server has no use for it, and its build does not read `?raw`). It paints
// with the element that shows it, never after a request: on a console page the picture's request queued behind the
// page's dozens of scripts on the browser's few connections, and a phone on mobile data saw a blank page until it
// came (src/console/index.html says the same of its first paint).
import svg from '../../public/brand/loading.svg?raw'

export const LOADING_PICTURE = `data:image/svg+xml,${encodeURIComponent(svg)}`
