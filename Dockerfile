# The harness and Node in one image, built from the packed package (npm pack) so it holds what a team installs. The
# team's folder is mounted at /work, where vts finds its vts.config.json and .env. Build and run: docs/action.md.
FROM node:26-slim
COPY vts-conformance-*.tgz /tmp/
RUN npm install --global --no-audit --no-fund /tmp/vts-conformance-*.tgz && rm /tmp/vts-conformance-*.tgz && npm cache clean --force
WORKDIR /work
ENTRYPOINT ["vts"]
CMD ["conformance"]
