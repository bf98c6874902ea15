/**
 * The dashboard's only stylesheet, served by Lumen from /dashboard/assets (strict CSP: no inline style).
 * Colours meet WCAG 2.2 AA contrast on their backgrounds (text ≥ 4.5:1, UI ≥ 3:1) in the light palette and in the
 * dark one (`prefers-color-scheme: dark`: every colour is a custom property, so the dark palette only redefines
 * them); focus is always visible; one column below 40rem.
 */
export const STYLES = `
:root{color-scheme:light dark;--ink:#1d1d1f;--muted:#4f4f55;--bg:#f6f4ef;--card:#fff;--accent:#6b1d2a;--accent-ink:#fff;--line:#c9c5bc;
--ok:#1d5e2c;--warn:#7a3d00;--bad:#8a1c1c;--bar:#34527a;--bar-limited:#a3361f;--focus:#0b57d0;
--link:#0b4a8f;--accent-text:#6b1d2a;--danger-bg:#8a1c1c;--field-line:#767676;--pre-bg:#f1efe9;--notice-bg:#eef6ef;
--warning-bg:#fff6ea;--axis:#767676;--grid:#d9d4c9}
@media (prefers-color-scheme:dark){:root{--accent:#8c2a3b;--ink:#ececef;--muted:#b4b4bc;--bg:#161618;--card:#222226;--line:#4a4a52;
--ok:#7dd393;--warn:#f2b366;--bad:#ff9a9a;--bar:#7fa8db;--bar-limited:#e9826a;--focus:#8ab4f8;--link:#9cc3ff;
--accent-text:#f2a9b6;--field-line:#8e8e96;--pre-bg:#1b1b1e;--notice-bg:#1d2a20;--warning-bg:#2c2217;--axis:#8e8e96;--grid:#3a3a40}}
*{box-sizing:border-box}
[hidden]{display:none !important}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:var(--bg);overflow-wrap:break-word}
a{color:var(--link)}a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--card);padding:.5rem 1rem;z-index:2}
.skip:focus{left:.5rem;top:.5rem}
.top{background:var(--accent);color:var(--accent-ink)}
.top nav{max-width:64rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;align-items:center}
.top a{color:var(--accent-ink)}
.top :focus-visible{outline-color:#fff}
.brand{font-weight:700;text-decoration:none;margin-right:auto}.brand span{font-weight:400}
.top form.inline{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.top .link{color:var(--accent-ink);border-color:var(--accent-ink);background:transparent}
main{display:block;max-width:64rem;margin:0 auto;padding:1rem}
main:focus{outline:none}
h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.25rem;margin:0 0 .75rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:1.25rem;margin:0 0 1.25rem}
.muted{color:var(--muted)}
.notice{border-left:6px solid var(--ok);background:var(--notice-bg)}
.warning{border-left:6px solid var(--warn);background:var(--warning-bg)}
.danger{border-left:6px solid var(--bad)}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dl.facts dt{font-weight:600}dl.facts dd{margin:0;overflow-wrap:anywhere}
.table-wrap{overflow-x:auto;position:relative}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-weight:600}
td code{overflow-wrap:normal}
table.fixed{table-layout:fixed}.w-date{width:12.5rem}.w-status{width:6rem}.w-scope{width:7rem}.w-action{width:5.5rem}
.sub{display:block;font-size:.875rem;color:var(--muted)}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
pre{background:var(--pre-bg);border:1px solid var(--line);border-radius:8px;padding:.75rem;white-space:pre-wrap;overflow-wrap:anywhere;margin:.5rem 0}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text],textarea{font:inherit;width:100%;max-width:28rem;padding:.55rem .6rem;border:1px solid var(--field-line);border-radius:6px;background:var(--card);color:var(--ink)}
.create{margin-bottom:1.25rem}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
button,.button{font:inherit;display:inline-block;padding:.5rem 1rem;border-radius:8px;border:1px solid var(--accent);
background:var(--accent);color:var(--accent-ink);cursor:pointer;text-decoration:none;min-height:44px}
button.secondary,.button.secondary{background:var(--card);color:var(--accent-text);border-color:var(--accent-text)}
button.danger{background:var(--danger-bg);border-color:var(--danger-bg)}
button.link{min-height:auto;padding:.25rem .75rem}
.status-active{color:var(--ok);font-weight:600}.status-revoked{color:var(--bad);font-weight:600}
.secret{font-size:1.05rem;background:var(--card);color:var(--ink);border:2px dashed var(--warn);padding:.75rem;border-radius:8px;resize:none;word-break:break-all;field-sizing:content}
.actions{align-items:center;gap:.5rem 1.25rem}
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,9rem),1fr));gap:.75rem;margin:0 0 1rem;padding:0;list-style:none}
.figures li{border:1px solid var(--line);border-radius:8px;padding:.6rem .8rem;container-type:inline-size}
.figures strong{display:block;font-size:min(1.4rem,15cqi)}
figure.usage{margin:0 0 .5rem}
.chart-frame{display:grid;grid-template-columns:auto 1fr;column-gap:.5rem;padding-top:.7em;font-size:.875rem;color:var(--muted)}
.chart-y{display:flex;flex-direction:column;justify-content:space-between;margin:-.6em 0;line-height:1.2;text-align:right;font-variant-numeric:tabular-nums}
.chart{display:block;width:100%;height:10rem}
.chart-x{grid-column:2;display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1rem;margin-top:.35rem}
.chart .bar{fill:var(--bar)}.chart .bar-limited{fill:var(--bar-limited)}
.chart .axis{stroke:var(--axis);stroke-width:1}.chart .grid{stroke:var(--grid);stroke-width:1}
.legend{display:flex;gap:1rem;flex-wrap:wrap;margin:.25rem 0}.legend span::before{content:"";display:inline-block;width:.9em;height:.9em;margin-right:.35em;vertical-align:-.1em}
.legend .l-req::before{background:var(--bar)}.legend .l-lim::before{background:var(--bar-limited)}
.copied{color:var(--ok);font-weight:600;margin-left:.5rem}
.nowrap{white-space:nowrap}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.error{color:var(--bad);font-weight:600}
.draft{color:var(--muted);margin:.25rem 0 0}.draft:empty{margin:0}
.foot{max-width:64rem;margin:0 auto;padding:0 1rem 2rem;color:var(--muted)}
@media (min-width:40rem){.chart{height:13rem}}
@media (max-width:40rem){
  .hide-narrow{display:none}
  th,td{padding:.4rem .3rem}
  h1{font-size:1.35rem}
  .card{padding:1rem}
  .w-date{width:6.5rem}.w-status{width:5.5rem}.w-action{width:4.5rem}
  .figures{gap:.5rem}.figures li{padding:.5rem .6rem}
}
@media (max-width:22.5rem){
  main{padding:.75rem .5rem}
  .card{padding:.75rem}
  table.fixed{font-size:.875rem}
  .w-date{width:5.5rem}.w-status{width:4.75rem}.w-action{width:4.25rem}
}
`;
