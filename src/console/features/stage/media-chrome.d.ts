// media-chrome's custom elements as JSX intrinsic elements (React 19 passes attributes and properties through).
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type MediaElement<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Extra & { class?: string }

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaElement<{
        autohide?: string
        keyboardforwardseekoffset?: string
        keyboardbackwardseekoffset?: string
        keyboardupvolumestep?: string
        keyboarddownvolumestep?: string
        nohotkeys?: boolean
        defaultstreamtype?: string
      }>
      'media-control-bar': MediaElement
      'media-play-button': MediaElement
      'media-mute-button': MediaElement
      'media-volume-range': MediaElement
      'media-time-range': MediaElement
      'media-time-display': MediaElement<{ showduration?: boolean; remaining?: boolean }>
      'media-duration-display': MediaElement
      'media-fullscreen-button': MediaElement
    }
  }
}
