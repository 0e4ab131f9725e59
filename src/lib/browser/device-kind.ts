/**
 * What kind of device the app runs on, where that changes what it can offer (issue 35): iPhones
 * receive web push and keep a site's data only in the app added to the home screen.
 */

/** iPhone and iPad (iPadOS reports a Mac with touch). */
export function isAppleMobile(userAgent: string = navigator.userAgent, touchPoints: number = navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

/** Whether the app runs from the home screen (installed). */
export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
