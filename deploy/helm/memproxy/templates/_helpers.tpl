{{/* The documents of one file under files/, split on "---" lines. */}}
{{- define "memproxy.docs" -}}
{{- $docs := list -}}
{{- range (regexSplit "(?m)^---[ \\t]*$" (.root.Files.Get .path) -1) -}}
{{- $doc := fromYaml . -}}
{{- if $doc -}}{{- $docs = append $docs $doc -}}{{- end -}}
{{- end -}}
{{- toJson $docs -}}
{{- end -}}

{{/* Labels every resource gets (kustomize's part-of, plus Helm's own). */}}
{{- define "memproxy.labels" -}}
app.kubernetes.io/part-of: memproxy
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/instance: {{ .Release.Name }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* A config file of the mode with the namespace of service addresses set to the release's. */}}
{{- define "memproxy.file" -}}
{{- .root.Files.Get (printf "files/%s/%s" .root.Values.mode .name) | replace ".memproxy.svc." (printf ".%s.svc." .root.Release.Namespace) -}}
{{- end -}}

{{/* memproxy.yaml: the mode's file, with memproxyConfig merged over it when given. */}}
{{- define "memproxy.config" -}}
{{- $file := include "memproxy.file" (dict "root" . "name" "memproxy.yaml") -}}
{{- if .Values.memproxyConfig -}}
{{- toYaml (mergeOverwrite (fromYaml $file) (deepCopy .Values.memproxyConfig)) -}}
{{- else -}}
{{- $file -}}
{{- end -}}
{{- end -}}
