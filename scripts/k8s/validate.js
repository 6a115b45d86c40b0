/**
 * Offline validation of Kubernetes objects against the Kubernetes (kubernetes-models) and KEDA
 * (@kubernetes-models/keda) JSON schemas, plus a strict pass kubeconform's -strict would do: a field the schema does
 * not know (a typo such as `readinesProbe`) is an error too. And a small kustomize (resources, namespace, images,
 * strategic-merge patches) to render the overlays without the kustomize binary.
 */
'use strict';
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const yaml = require('js-yaml');

/** apiVersion → the package that has its models */
function modelOf(apiVersion, kind) {
  let mod;
  if (apiVersion === 'keda.sh/v1alpha1') mod = require('@kubernetes-models/keda/keda.sh/v1alpha1');
  else mod = require(`kubernetes-models/${apiVersion}`);
  const Model = mod[kind];
  if (!Model) throw new Error(`no schema for ${apiVersion} ${kind}`);
  return Model;
}

/**
 * Validates one object: the schema's errors, then every key the schema never looked at (the compiled validators
 * read each property they know, so a key nobody read is unknown to the schema). Returns the problems, [] when valid.
 */
function validateObject(object) {
  const where = `${object.kind || '?'} ${object.metadata?.name || '?'}`;
  let Model;
  try {
    Model = modelOf(object.apiVersion, object.kind);
  } catch (error) {
    return [`${where}: ${error.message}`];
  }
  const info = new Map();
  const proxies = new WeakMap();
  const track = (value, path) => {
    if (value === null || typeof value !== 'object') return value;
    if (proxies.has(value)) return proxies.get(value);
    const accessed = new Set();
    info.set(value, { accessed });
    const proxy = new Proxy(value, {
      get(target, key) {
        if (typeof key === 'string') accessed.add(key);
        const v = target[key];
        return typeof key === 'string' ? track(v, `${path}/${key}`) : v;
      },
      has(target, key) {
        if (typeof key === 'string') accessed.add(key);
        return key in target;
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  const problems = [];
  try {
    Model.prototype.validate.call(track(object, ''));
  } catch (error) {
    const details = (error.errors || []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    problems.push(`${where}: ${details || error.message}`);
    return problems;
  }
  const walk = (value, path) => {
    if (value === null || typeof value !== 'object') return;
    const seen = info.get(value);
    for (const key of Object.keys(value)) {
      if (!Array.isArray(value) && !(seen && seen.accessed.has(key))) problems.push(`${where}: unknown field ${path}/${key}`);
      else walk(value[key], `${path}/${key}`);
    }
  };
  walk(object, '');
  return problems;
}

const loadDocs = (path) => yaml.loadAll(readFileSync(path, 'utf8')).filter((d) => d && typeof d === 'object');

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** strategic merge, the part kustomize does for these patches: maps merge, null deletes, lists of named maps merge by name */
function merge(target, patch) {
  if (!isObject(patch) || !isObject(target)) return patch;
  const out = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (Array.isArray(value) && Array.isArray(out[key]) && value.every((v) => isObject(v) && 'name' in v)) {
      const list = out[key].map((v) => ({ ...v }));
      for (const item of value) {
        const i = list.findIndex((v) => v.name === item.name);
        if (i >= 0) list[i] = merge(list[i], item);
        else list.push(item);
      }
      out[key] = list;
    } else out[key] = merge(out[key], value);
  }
  return out;
}

/** renders a kustomization directory (the subset k8s/ uses): resources (files or directories), namespace, images, patches */
function kustomize(dir) {
  const k = loadDocs(join(dir, 'kustomization.yaml'))[0];
  let objects = [];
  for (const r of k.resources || []) {
    const path = join(dir, r);
    objects.push(...(r.endsWith('.yaml') ? loadDocs(path) : kustomize(path)));
  }
  if (k.namespace) objects = objects.map((o) => (o.kind === 'Namespace' ? o : merge(o, { metadata: { namespace: k.namespace } })));
  for (const image of k.images || []) {
    const ref = `${image.newName || image.name}${image.newTag ? `:${image.newTag}` : ''}`;
    const setImage = (spec) => spec?.containers?.forEach((c) => c.image === image.name && (c.image = ref));
    for (const o of objects) setImage(o.spec?.template?.spec);
  }
  for (const p of k.patches || []) {
    for (const patch of loadDocs(join(dir, p.path))) {
      const i = objects.findIndex((o) => o.kind === patch.kind && o.metadata.name === patch.metadata.name);
      if (i < 0) throw new Error(`${p.path}: no ${patch.kind} ${patch.metadata.name} to patch`);
      objects[i] = merge(objects[i], patch);
    }
  }
  return objects;
}

module.exports = { validateObject, kustomize, loadDocs, merge, dirname };
