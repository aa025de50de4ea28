import type { ComponentProps } from 'react'
import { LOADING_PICTURE } from '../../shared/loadingPicture'
import './screen.css'

// The views' building blocks, styled by screen.css.
export const FullScreen = (props: ComponentProps<'main'>) => <main className="screen-full" {...props} />
/** The light logo; its drawn size comes from screen.css, the attributes give the browser its shape before it loads. */
export const Logo = (props: ComponentProps<'img'>) => <img className="screen-logo" src="/brand/logo-light.svg" alt="" width={400} height={120} {...props} />
export const Heading = (props: ComponentProps<'h1'>) => <h1 className="screen-heading" {...props} />
export const Lead = (props: ComponentProps<'p'>) => <p className="screen-lead" {...props} />
export const RedRule = () => <div className="screen-rule" />
/** The loading picture, inlined, 200 px square, its arcs turning above it by the page's style (src/shared/loadingPicture.css). */
export const LoadingImage = (props: ComponentProps<'img'>) => (
  <span className="loading-picture">
    <img src={LOADING_PICTURE} width={200} height={200} {...props} />
  </span>
)
