// The brand's loading picture as data: addresses, for the web apps' loading states (the console's and the class
// screen's; the server has no use for it, and its build does not read `?raw`). It paints with the element that shows
// it, never after a request: on a console page the picture's request queued behind the page's dozens of scripts on
// the browser's few connections, and a phone on mobile data saw a blank page until it came (src/console/index.html
// says the same of its first paint).
//
// Two layers: the still picture (the track and the bolt, an <img> with its alt text) and its arcs above it
// (loading-arcs.svg), turned in steps by a CSS transform animation (loadingPicture.css). The compositor runs that animation; an
// animation inside the SVG would be redrawn by the main thread on every frame, about 70 ms of each second here while
// the dashboard waited on its data.
import svg from '../../public/brand/loading.svg?raw'

export const LOADING_PICTURE = `data:image/svg+xml,${encodeURIComponent(svg)}`
