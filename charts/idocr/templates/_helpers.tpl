{{/*
Name of the chart, or nameOverride. Truncated to 63 characters: Kubernetes names and label values allow no more.
*/}}
{{- define "idocr.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Full name: release-chart, or the release name alone when it already contains the chart name.
Truncated to 57 characters so that "-redis" still fits in 63.
*/}}
{{- define "idocr.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 57 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 57 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 57 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "idocr.redisName" -}}
{{- printf "%s-redis" (include "idocr.fullname" .) }}
{{- end }}

{{/*
The metrics Service. The full name is cut to 55 here rather than everywhere, so that "-metrics" fits in 63
without renaming the objects of a release whose full name is 56 or 57 characters long.
*/}}
{{- define "idocr.metricsServiceName" -}}
{{- printf "%s-metrics" (include "idocr.fullname" . | trunc 55 | trimSuffix "-") }}
{{- end }}

{{/*
The Secret holding the embedded Redis' password.
*/}}
{{- define "idocr.redisAuthSecretName" -}}
{{- printf "%s-auth" (include "idocr.redisName" .) }}
{{- end }}

{{- define "idocr.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Standard labels of every object of the release.
*/}}
{{- define "idocr.labels" -}}
helm.sh/chart: {{ include "idocr.chart" . }}
app.kubernetes.io/name: {{ include "idocr.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Values.image.tag | default .Chart.AppVersion | trunc 63 | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: {{ include "idocr.name" . }}
{{- end }}

{{/*
Selector labels carry the component, so the service's selector never matches the embedded Redis pod of the
same release (and the other way round).
*/}}
{{- define "idocr.selectorLabels" -}}
app.kubernetes.io/name: {{ include "idocr.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: server
{{- end }}

{{/*
The metrics Service's own labels, which the ServiceMonitor selects: the main Service, which an Ingress or a
LoadBalancer may expose, carries no metrics port and must never be scraped.
*/}}
{{- define "idocr.metricsSelectorLabels" -}}
app.kubernetes.io/name: {{ include "idocr.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: metrics
{{- end }}

{{- define "idocr.redisSelectorLabels" -}}
app.kubernetes.io/name: {{ include "idocr.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: redis
{{- end }}

{{- define "idocr.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "idocr.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "idocr.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) }}
{{- end }}

{{/*
OCR_WORKERS: ocr.workers, else the whole cores of resources.requests.cpu ("2", 2, "2500m", "1.5"), at least 1
and at most 64 (the service's limit).
*/}}
{{- define "idocr.ocrWorkers" -}}
{{- if .Values.ocr.workers }}
{{- .Values.ocr.workers }}
{{- else }}
{{- $cpu := toString (dig "requests" "cpu" "1" .Values.resources) }}
{{- $cores := 1 }}
{{- if hasSuffix "m" $cpu }}
{{- $cores = div (trimSuffix "m" $cpu | atoi) 1000 }}
{{- else }}
{{- $cores = $cpu | float64 | floor | int }}
{{- end }}
{{- $cores | max 1 | min 64 }}
{{- end }}
{{- end }}

{{/*
OCR_MEMORY_BUDGET_MIB: ocr.memoryBudgetMiB, else the service's default for its workers (760 + 325 per worker;
src/ocr/tesseract-pool.ts, defaultMemoryBudgetMiB).
*/}}
{{- define "idocr.memoryBudgetMiB" -}}
{{- if .Values.ocr.memoryBudgetMiB }}
{{- .Values.ocr.memoryBudgetMiB }}
{{- else }}
{{- add 760 (mul 325 (include "idocr.ocrWorkers" . | atoi)) }}
{{- end }}
{{- end }}

{{/*
The service container's resources: as given, with the memory request (the budget) and limit (the budget and
512 Mi for the photos being decoded and read) derived from the memory budget where they are not given.
*/}}
{{- define "idocr.resources" -}}
{{- $budget := include "idocr.memoryBudgetMiB" . | atoi }}
{{- $resources := deepCopy (.Values.resources | default dict) }}
{{- $requests := get $resources "requests" | default dict }}
{{- $limits := get $resources "limits" | default dict }}
{{- if not (hasKey $requests "memory") }}{{ $_ := set $requests "memory" (printf "%dMi" $budget) }}{{ end }}
{{- if not (hasKey $limits "memory") }}{{ $_ := set $limits "memory" (printf "%dMi" (add $budget 512)) }}{{ end }}
{{- $_ := set $resources "requests" $requests }}
{{- $_ := set $resources "limits" $limits }}
{{- toYaml $resources }}
{{- end }}

{{/*
Which Redis the service uses: "existingSecret", "url", "sentinel", "cluster", "embedded" or "" (the embedded
in-memory store). Fails when more than one is configured, rather than silently preferring one (the service
itself refuses two of REDIS_URL, REDIS_SENTINELS and REDIS_CLUSTER_NODES at start).
*/}}
{{- define "idocr.redisSource" -}}
{{- $sources := list }}
{{- if .Values.redis.existingSecret }}{{ $sources = append $sources "existingSecret" }}{{ end }}
{{- if .Values.redis.url }}{{ $sources = append $sources "url" }}{{ end }}
{{- if .Values.redis.sentinel.sentinels }}{{ $sources = append $sources "sentinel" }}{{ end }}
{{- if .Values.redis.cluster.nodes }}{{ $sources = append $sources "cluster" }}{{ end }}
{{- if .Values.redis.embedded.enabled }}{{ $sources = append $sources "embedded" }}{{ end }}
{{- if gt (len $sources) 1 }}
{{- fail (printf "set only one of redis.existingSecret, redis.url, redis.sentinel.sentinels, redis.cluster.nodes and redis.embedded.enabled (got %s)" (join ", " $sources)) }}
{{- end }}
{{- first $sources | default "" }}
{{- end }}

{{/*
Fails on Redis settings that do not fit the chosen source: each would otherwise be ignored without a word, or
set REDIS_PASSWORD twice.
*/}}
{{- define "idocr.validateRedis" -}}
{{- $redis := include "idocr.redisSource" . }}
{{- $remote := has $redis (list "existingSecret" "url" "sentinel" "cluster") }}
{{- if and (eq $redis "sentinel") (not .Values.redis.sentinel.masterName) }}
{{- fail "redis.sentinel.sentinels is set but redis.sentinel.masterName is empty: set it to the name the sentinels know the primary by (sentinel monitor <name> ...)" }}
{{- end }}
{{- if and .Values.redis.sentinel.masterName (ne $redis "sentinel") }}
{{- fail "redis.sentinel.masterName is set but redis.sentinel.sentinels is empty: set the sentinels (host:port,host:port) too, or unset masterName" }}
{{- end }}
{{- if and .Values.redis.password.existingSecret (eq $redis "embedded") }}
{{- fail (printf "redis.password.existingSecret cannot be used with redis.embedded.enabled: the embedded Redis has its own generated password (Secret %s), which the pods get as REDIS_PASSWORD; unset one of them" (include "idocr.redisAuthSecretName" .)) }}
{{- end }}
{{- if and .Values.redis.password.existingSecret (not $remote) }}
{{- fail "redis.password.existingSecret is set but no Redis is: set redis.url, redis.existingSecret, redis.sentinel.sentinels or redis.cluster.nodes too" }}
{{- end }}
{{- if and .Values.redis.sentinelPassword.existingSecret (ne $redis "sentinel") }}
{{- fail "redis.sentinelPassword.existingSecret is for Redis Sentinel only: set redis.sentinel.sentinels and redis.sentinel.masterName too, or unset it" }}
{{- end }}
{{- if and .Values.redis.tls (not $remote) }}
{{- fail (printf "redis.tls is for redis.url, redis.existingSecret, redis.sentinel.sentinels or redis.cluster.nodes%s" (ternary " (the embedded Redis serves no TLS)" ": no Redis is configured" (eq $redis "embedded"))) }}
{{- end }}
{{- end }}

{{/*
Name of the Secret the chart keeps redis.url in.
*/}}
{{- define "idocr.redisSecretName" -}}
{{- printf "%s-redis-url" (include "idocr.fullname" .) }}
{{- end }}

{{/*
The security context of every container of the chart: fixed, not values, so no override can weaken it.
Takes a dict with user and group.
*/}}
{{- define "idocr.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .user }}
runAsGroup: {{ .group }}
readOnlyRootFilesystem: true
allowPrivilegeEscalation: false
privileged: false
capabilities:
  drop:
    - ALL
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{- define "idocr.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .user }}
runAsGroup: {{ .group }}
fsGroup: {{ .fsGroup }}
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{/*
Fails rendering on combinations the schema cannot express.
*/}}
{{- define "idocr.validate" -}}
{{- if le (mul .Values.terminationGracePeriodSeconds 1000) (int64 .Values.shutdownGraceMs) }}
{{- fail (printf "terminationGracePeriodSeconds (%d s) must exceed shutdownGraceMs (%d ms), or the kubelet kills requests the service is still finishing" (int64 .Values.terminationGracePeriodSeconds) (int64 .Values.shutdownGraceMs)) }}
{{- end }}
{{- if .Values.podDisruptionBudget.enabled }}
{{- if and (kindIs "invalid" .Values.podDisruptionBudget.maxUnavailable) (kindIs "invalid" .Values.podDisruptionBudget.minAvailable) }}
{{- fail "podDisruptionBudget: set maxUnavailable or minAvailable, or enabled: false" }}
{{- end }}
{{- end }}
{{- if and .Values.autoscaling.enabled (gt (int64 .Values.autoscaling.minReplicas) (int64 .Values.autoscaling.maxReplicas)) }}
{{- fail "autoscaling.minReplicas must not exceed autoscaling.maxReplicas" }}
{{- end }}
{{- if eq (int64 .Values.containerPorts.http) (int64 .Values.containerPorts.metrics) }}
{{- fail "containerPorts.http and containerPorts.metrics must differ" }}
{{- end }}
{{- /*
Without Redis each pod keeps accounts in memory and prints a demo API key at start: fine for one pod reached
through port-forward, not for a pod anyone can reach nor for pods that each have their own accounts.
*/}}
{{- include "idocr.validateRedis" . }}
{{- if not (include "idocr.redisSource" .) }}
{{- $reasons := list }}
{{- if .Values.ingress.enabled }}
{{- $reasons = append $reasons "ingress.enabled is true (the demo API key would open the service to anyone who reaches the Ingress)" }}
{{- end }}
{{- if ne .Values.service.type "ClusterIP" }}
{{- $reasons = append $reasons (printf "service.type is %s (the demo API key would open the service to anyone who reaches it)" .Values.service.type) }}
{{- end }}
{{- if .Values.autoscaling.enabled }}
{{- $reasons = append $reasons "autoscaling.enabled is true (every pod would have its own accounts and demo key)" }}
{{- else if gt (int64 .Values.replicaCount) 1 }}
{{- $reasons = append $reasons (printf "replicaCount is %d (every pod would have its own accounts and demo key)" (int64 .Values.replicaCount)) }}
{{- end }}
{{- if $reasons }}
{{- fail (printf "no Redis is configured (the service would keep accounts in memory and print a demo API key) but %s: set redis.url, redis.existingSecret, redis.sentinel.sentinels, redis.cluster.nodes or redis.embedded.enabled=true" (join " and " $reasons)) }}
{{- end }}
{{- end }}
{{- end }}

{{/*
The limits' environment variables, by their key under .Values.limits (trustedProxies has its own default,
idocr.trustedProxies).
*/}}
{{- define "idocr.limitEnv" -}}
rateWindowSeconds: RATE_LIMIT_WINDOW_S
perKey: RATE_LIMIT_PER_KEY
perAccount: RATE_LIMIT_PER_ACCOUNT
perAddress: RATE_LIMIT_PER_ADDRESS
authFailures: RATE_LIMIT_AUTH_FAILURES
authFailureWindowSeconds: RATE_LIMIT_AUTH_FAILURE_WINDOW_S
maxInFlight: MAX_IN_FLIGHT
maxInFlightPerKey: MAX_IN_FLIGHT_PER_KEY
maxInFlightPerAccount: MAX_IN_FLIGHT_PER_ACCOUNT
heicMaxQueue: HEIC_MAX_QUEUE
heicQueueWaitMs: HEIC_QUEUE_WAIT_MS
pagePixelBudget: PAGE_PIXEL_BUDGET
readBudgetPixels: READ_BUDGET_PIXELS
readBudgetMs: READ_BUDGET_MS
bodyIdleTimeoutMs: BODY_IDLE_TIMEOUT_MS
requestTimeoutMs: REQUEST_TIMEOUT_MS
keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS
headersTimeoutMs: HEADERS_TIMEOUT_MS
maxConnections: MAX_CONNECTIONS
{{- end -}}

{{/*
TRUSTED_PROXIES: limits.trustedProxies, else 1 behind the chart's ingress (its controller sets X-Forwarded-For),
else 0 (the socket's peer is the client).
*/}}
{{- define "idocr.trustedProxies" -}}
{{- if not (kindIs "invalid" .Values.limits.trustedProxies) -}}
{{- .Values.limits.trustedProxies | int64 -}}
{{- else if .Values.ingress.enabled -}}
1
{{- else -}}
0
{{- end -}}
{{- end -}}
