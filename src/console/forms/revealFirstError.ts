/**
 * After a refused save, brings what is wrong into view: the first field marked invalid, else the
 * form's first alert, scrolled to the middle of the screen and focused, so nobody is left at the
 * bottom of a long form with its errors out of sight at the top.
 */
export function revealFirstError(formId: string): void {
  // The errors render a moment later: look for them over the next few frames.
  let tries = 10
  const look = () => {
    const form = document.getElementById(formId)
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]')
    if (!target) {
      if (--tries > 0) requestAnimationFrame(look)
      return
    }
    target.scrollIntoView({ block: 'center', behavior: 'smooth' })
    if (target.matches('input, textarea, select, button, [tabindex]')) target.focus({ preventScroll: true })
    else {
      target.tabIndex = -1
      target.focus({ preventScroll: true })
    }
  }
  setTimeout(() => requestAnimationFrame(look), 0)
}
