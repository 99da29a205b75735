/// The playground's one page (HTML, CSS and script in one file, so the server needs no files of its own) and
/// the example it opens with when started without a file.
enum PlaygroundPage {
    static let example = """
    # Edit me: every change re-solves. Drag the handle at the picture's corner to resize the root.
    root: {width: 320, height: 200}
    metrics: {gap: 12}
    views:
      title: {label: {text: "Auto Layout, live", fontSize: 22}}
      left: {}
      right: {}
      note: {label: {text: "Views keep their gaps while the root changes size.", numberOfLines: 0}}
    constraints:
      - "H:|-[title]-|"
      - {visualFormat: "H:|-[left]-gap-[right(==left)]-|", options: [alignAllTop, alignAllBottom]}
      - "V:|-[title]-[left(>=40)]-[note]-|"
      - "H:|-[note]-|"
    """

    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Auto Layout playground</title>
    <style>
      body { font-family: -apple-system, system-ui, sans-serif; margin: 0; display: flex; height: 100vh; color: #222; }
      #side { width: 44%; display: flex; flex-direction: column; border-right: 1px solid #ddd; }
      #editor { flex: 1; font: 13px/1.45 ui-monospace, Menlo, monospace; border: 0; padding: 10px; resize: none; outline: none; }
      #editor.bad { background: #fff6f6; }
      #error { white-space: pre; font: 12px ui-monospace, monospace; color: #b00; padding: 6px 10px; min-height: 1.4em; cursor: pointer; }
      #bar, #vflbar { padding: 6px 10px; border-top: 1px solid #eee; display: flex; gap: 6px; align-items: center; font-size: 13px; }
      #vfl { flex: 1; font: 12px ui-monospace, monospace; }
      #explained { font: 12px ui-monospace, monospace; padding: 0 10px 8px; white-space: pre; color: #333; }
      #main { flex: 1; overflow: auto; padding: 8px; }
      #stage { position: relative; display: inline-block; }
      #handle { position: absolute; width: 12px; height: 12px; background: #1f77b4; border-radius: 3px; cursor: nwse-resize; }
      #status { font-size: 12px; color: #555; margin: 4px 0; }
      #details { font: 12px ui-monospace, monospace; white-space: pre-wrap; color: #333; margin-top: 8px; }
      svg rect.hover { stroke: #000 !important; stroke-width: 3 !important; }
      svg line.hover { stroke-width: 3 !important; }
      svg line.dim, svg text.dim { opacity: 0.15; }
    </style>
    </head>
    <body>
    <div id="side">
      <textarea id="editor" spellcheck="false" aria-label="layout file"></textarea>
      <div id="error" title="click to go to the error"></div>
      <div id="bar"><span id="filename"></span><button id="save" disabled>Save</button><button id="animate" hidden>Animate states</button></div>
      <div id="vflbar"><input id="vfl" placeholder="explain a visual format, e.g. H:|-[a(>=50)]-[b]-|" aria-label="visual format"><button id="explain">Explain</button></div>
      <div id="explained"></div>
    </div>
    <div id="main">
      <div id="status"></div>
      <div id="stage"><div id="picture"></div><div id="handle" title="drag to resize the root"></div></div>
      <div id="details">Hover a view to see its constraints.</div>
      <div id="animation"></div>
    </div>
    <script>
    const editor = document.getElementById('editor'), errorBox = document.getElementById('error');
    const picture = document.getElementById('picture'), handle = document.getElementById('handle');
    const status = document.getElementById('status'), details = document.getElementById('details');
    const ROOT_X = 16, ROOT_Y = 40;
    let size = null, last = null, inFlight = false, queued = false, errorAt = null, solves = 0;

    async function post(path, body) {
      const response = await fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
      return {ok: response.ok, body: await response.json()};
    }

    async function solve() {
      if (inFlight) { queued = true; return; }
      inFlight = true;
      try {
        const request = {text: editor.value};
        if (size) { request.width = size.width; request.height = size.height; }
        const {ok, body} = await post('/api/solve', request);
        if (ok) show(body); else showError(body.error);
      } catch (e) { showError({message: String(e)}); }
      inFlight = false;
      if (queued) { queued = false; solve(); }
    }

    function show(answer) {
      last = answer; solves += 1;
      editor.classList.remove('bad'); errorBox.textContent = ''; errorAt = null;
      picture.innerHTML = answer.svg;
      handle.style.left = (ROOT_X + answer.width - 6) + 'px';
      handle.style.top = (ROOT_Y + answer.height - 6) + 'px';
      const problems = [];
      if (answer.broken.length) problems.push(answer.broken.length + ' broken');
      if (answer.ambiguous.length) problems.push('ambiguous: ' + answer.ambiguous.map(a => a.view + ' (' + a.axis + ')').join(', '));
      status.textContent = `root ${answer.width} × ${answer.height} · solved in ${answer.milliseconds.toFixed(2)} ms`
        + (problems.length ? ' · ' + problems.join(' · ') : '');
      status.dataset.solves = solves;
      document.getElementById('animate').hidden = answer.states.length < 2;
      for (const rect of picture.querySelectorAll('svg rect[id]')) {
        rect.addEventListener('mouseenter', () => highlight(rect.id));
        rect.addEventListener('mouseleave', () => highlight(null));
      }
    }

    function highlight(name) {
      for (const rect of picture.querySelectorAll('svg rect[id]')) rect.classList.toggle('hover', rect.id === name);
      for (const line of picture.querySelectorAll('svg line[data-items]')) {
        const mine = name !== null && line.dataset.items.split(' ').includes(name);
        line.classList.toggle('hover', mine);
        line.classList.toggle('dim', name !== null && !mine);
      }
      if (name === null || !last) { details.textContent = 'Hover a view to see its constraints.'; return; }
      const frame = last.frames[name];
      const lines = (last.constraints[name] || []);
      details.textContent = `${name}: ${frame ? `(${frame.x} ${frame.y}; ${frame.width} ${frame.height})` : ''}\n` + (lines.join('\n') || '(no constraints)');
    }

    function showError(error) {
      editor.classList.add('bad');
      const place = error.line ? `line ${error.line}, column ${error.column}: ` : '';
      errorBox.textContent = place + error.message + (error.excerpt && error.excerpt.length ? '\n' + error.excerpt.join('\n') : '');
      errorAt = error.line ? error : null;
    }

    errorBox.addEventListener('click', () => {
      if (!errorAt) return;
      const lines = editor.value.split('\n');
      let offset = 0;
      for (let i = 0; i < errorAt.line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
      offset += Math.max(0, errorAt.column - 1);
      editor.focus(); editor.setSelectionRange(offset, offset + 1);
    });

    let timer = null;
    editor.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(solve, 120); });

    handle.addEventListener('pointerdown', event => {
      if (!last) return;
      event.preventDefault();
      handle.setPointerCapture(event.pointerId);
      const start = {x: event.clientX, y: event.clientY, width: last.width, height: last.height};
      const move = e => {
        size = {width: Math.max(10, Math.round(start.width + e.clientX - start.x)),
                height: Math.max(10, Math.round(start.height + e.clientY - start.y))};
        solve();
      };
      const up = () => { handle.removeEventListener('pointermove', move); handle.removeEventListener('pointerup', up); };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', up);
    });

    document.getElementById('explain').addEventListener('click', async () => {
      const out = document.getElementById('explained');
      const {ok, body} = await post('/api/explain', {format: document.getElementById('vfl').value});
      out.textContent = ok ? body.lines.join('\n') : body.error.message + '\n' + body.error.excerpt.join('\n');
      out.style.color = ok ? '#333' : '#b00';
    });

    document.getElementById('animate').addEventListener('click', async () => {
      const {ok, body} = await post('/api/animate', {text: editor.value});
      document.getElementById('animation').innerHTML = ok ? body.svg : '';
      if (!ok) showError(body.error);
    });

    document.getElementById('save').addEventListener('click', async () => {
      const {ok, body} = await post('/api/save', {text: editor.value});
      status.textContent = ok ? 'saved to ' + body.saved : 'not saved: ' + body.error.message;
    });

    fetch('/api/file').then(r => r.json()).then(file => {
      editor.value = file.text;
      document.getElementById('filename').textContent = file.name;
      document.getElementById('save').disabled = !file.canSave;
      solve();
    });
    </script>
    </body>
    </html>
    """#
}
