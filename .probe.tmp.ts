import { chromium } from 'playwright-core'
import { STORAGE_KEYS } from './src/shared/constants'
import { startServer } from './tests/e2e/server'
import { apiLogin } from './tests/e2e/support'

const mode = process.argv[2] ?? 'login'
const server = await startServer({ LOG_LEVEL: 'warn' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  for (const [w, h, lang] of [[412, 823, 'en-US'], [375, 667, 'en-US'], [1366, 800, 'en-US'], [412, 823, 'ar'], [412, 823, 'ja']] as const) {
    if (mode === 'login') {
      const noJs = await browser.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: false })
      const p0 = await noJs.newPage()
      await p0.goto(`${server.baseURL}/login`)
      await p0.screenshot({ path: `/tmp/shots/shell-${w}.png` })
      const shell = await p0.evaluate(() => { const c = document.querySelector('.boot-card')!.getBoundingClientRect(); const i = document.querySelector('.boot-card img')!.getBoundingClientRect(); return { card: [c.top, c.height], img: [i.top, i.left] } })
      await noJs.close()
      const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: lang })
      const p = await ctx.newPage()
      await p.goto(`${server.baseURL}/login`)
      await p.locator('form').waitFor()
      await p.screenshot({ path: `/tmp/shots/login-${w}-${lang}.png` })
      const real = await p.evaluate(() => { const i = document.querySelector('img.logo')!; const c = i.parentElement!.getBoundingClientRect(); const r = i.getBoundingClientRect(); const t = i.nextElementSibling!.getBoundingClientRect(); return { card: [c.top, c.height], img: [r.top, r.left], h1: [t.top, t.height], formAndSubtitle: c.bottom - t.bottom } })
      console.log(w, lang, 'shell', JSON.stringify(shell), 'real', JSON.stringify(real))
      await ctx.close()
    } else {
      const token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
      const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: lang, isMobile: w < 500, hasTouch: w < 500 })
      await ctx.addInitScript(([k, v]) => { localStorage.setItem(k, v); (window as any).__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s: any) => { const n = s.node; const d = n ? (n.id ? '#' + n.id : n.nodeName + '.' + String(n.className).slice(0, 30) + ' ' + (n.textContent ?? '').slice(0, 40)) : '?'; return `${d} ${JSON.stringify([Math.round(s.previousRect.y), Math.round(s.previousRect.height), '->', Math.round(s.currentRect.y), Math.round(s.currentRect.height)])}` }) }) }).observe({ type: 'layout-shift', buffered: true }) }, [STORAGE_KEYS.token, token] as const)
      const p = await ctx.newPage()
      await p.goto(`${server.baseURL}/admin/dashboard`)
      await p.waitForTimeout(6000)
      await p.screenshot({ path: `/tmp/shots/dash-${w}-${lang}.png`, fullPage: true })
      console.log(w, lang, JSON.stringify(await p.evaluate(() => (window as any).__shifts), null, 1))
      await ctx.close()
      if (lang !== 'en-US' || w !== 412) break
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
