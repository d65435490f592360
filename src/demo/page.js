// The demo page's script: one request to this service's API, its answer shown beside the image(s) with each
// field's box drawn on them, and the curl line that sends the same. No outside resources; the key is never stored.
'use strict';

const $ = (id) => document.getElementById(id);

/** The kinds this service reads, from its OpenAPI document, under "auto". */
async function loadKinds() {
  try {
    const doc = await (await fetch('/api/v1/openapi.json')).json();
    const kinds = doc.paths['/api/v1/ocr'].post.requestBody.content['multipart/form-data'].schema.properties.documentType.enum;
    for (const kind of kinds.filter((k) => k !== 'auto')) $('documentType').append(new Option(kind, kind));
  } catch {
    // "auto" alone still works.
  }
}

function setStatus(text, isError = false) {
  $('status').textContent = text;
  $('status').className = isError ? 'error' : '';
}

/** A shell word: the text in single quotes. */
const quoted = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

function curlLine(documentType, image, back) {
  const parts = [`curl -s ${quoted(`${location.origin}/api/v1/ocr?details=true`)}`, '-H "Authorization: Bearer $IDOCR_API_KEY"', `-F documentType=${quoted(documentType)}`, `-F image=@${quoted(image.name)}`];
  if (back) parts.push(`-F back=@${quoted(back.name)}`);
  return parts.join(' \\\n  ');
}

/** One picture with the boxes of the fields read on it; a note instead where the browser cannot show the file. */
function picture(file, side, details) {
  const frame = document.createElement('div');
  frame.className = 'picture';
  frame.dataset.side = side;
  // The boxes are placed in shares of the picture's size: they sit in a frame of the picture alone, not its caption.
  const stage = document.createElement('div');
  stage.className = 'stage';
  const img = document.createElement('img');
  img.alt = `${side === 'back' ? 'back' : 'image'} sent`;
  const caption = document.createElement('div');
  caption.className = 'caption';
  caption.textContent = side === 'back' ? 'back' : 'image';
  img.addEventListener('load', () => {
    for (const [field, detail] of Object.entries(details)) {
      const box = detail && detail.box;
      if (!box || box.side !== side) continue;
      const mark = document.createElement('div');
      mark.className = 'box';
      mark.dataset.field = field;
      mark.style.left = `${(100 * box.x) / img.naturalWidth}%`;
      mark.style.top = `${(100 * box.y) / img.naturalHeight}%`;
      mark.style.width = `${(100 * box.width) / img.naturalWidth}%`;
      mark.style.height = `${(100 * box.height) / img.naturalHeight}%`;
      const label = document.createElement('span');
      label.textContent = field;
      mark.append(label);
      stage.append(mark);
    }
  });
  img.addEventListener('error', () => {
    img.remove();
    caption.textContent = `${caption.textContent}: this browser cannot show ${file.name} (HEIC, say); the answer is beside it.`;
  });
  img.src = URL.createObjectURL(file);
  stage.append(img);
  frame.append(stage, caption);
  return frame;
}

function showAnswer(body, image, back, documentType) {
  const details = body._details || {};
  const rows = $('fields').tBodies[0];
  rows.replaceChildren();
  if (body._kind) {
    const row = rows.insertRow();
    row.className = 'kind';
    row.insertCell().textContent = 'documentType';
    const value = row.insertCell();
    value.className = 'value';
    value.textContent = body._kind.documentType;
    row.insertCell().textContent = `score ${body._kind.score}`;
  }
  for (const [field, value] of Object.entries(body)) {
    if (field.startsWith('_') || field === 'documentType') continue;
    const row = rows.insertRow();
    row.dataset.field = field;
    if (value === '') row.className = 'empty';
    row.insertCell().textContent = field;
    const cell = row.insertCell();
    cell.className = 'value';
    cell.textContent = value === '' ? '(not read)' : value;
    row.insertCell().textContent = details[field] && details[field].source ? details[field].source : '';
  }
  $('pictures').replaceChildren(picture(image, 'image', details), ...(back ? [picture(back, 'back', details)] : []));
  $('curl').textContent = curlLine(documentType, image, back);
  $('result').hidden = false;
}

async function send(event) {
  event.preventDefault();
  const key = $('key').value.trim();
  const image = $('image').files[0];
  const back = $('back').files[0];
  const documentType = $('documentType').value;
  if (!key || !image) return setStatus('A key and an image are needed.', true);
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('image', image, image.name);
  if (back) form.append('back', back, back.name);
  $('send').disabled = true;
  setStatus('Reading…');
  try {
    const res = await fetch('/api/v1/ocr?details=true', { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
    const body = await res.json();
    if (!res.ok) {
      const reason = body.error && body.error.details && body.error.details[0] ? body.error.details[0].reason : `HTTP ${res.status}`;
      setStatus(`${res.status} ${reason}: ${body.error ? body.error.message : ''}`, true);
      return;
    }
    setStatus(`Read${body._kind ? ` as ${body._kind.documentType}` : ''}: one unit charged.`);
    showAnswer(body, image, back, documentType);
  } catch (error) {
    setStatus(`The request failed: ${error.message}`, true);
  } finally {
    $('send').disabled = false;
  }
}

$('request').addEventListener('submit', send);
loadKinds();
