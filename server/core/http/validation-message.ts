import type { FastifySchemaValidationError } from 'fastify';

const PART: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** Turns the first schema error into a clear Chinese sentence; never echoes the submitted value. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string): string {
  const error = errors[0];
  if (!error) return '请求参数不合法';
  const where = PART[context] ?? '请求参数';
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path ? `字段 ${path} ` : '';
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return `${where}缺少必填字段 ${[path, params.missingProperty].filter(Boolean).join('.')}`;
    case 'additionalProperties':
      return `${where}包含不允许的字段 ${[path, params.additionalProperty].filter(Boolean).join('.')}`;
    case 'maxLength':
      return `${where}${field}长度不能超过 ${String(params.limit)} 个字符`;
    case 'minLength':
      return params.limit === 1
        ? `${where}${field}不能为空`
        : `${where}${field}长度不能少于 ${String(params.limit)} 个字符`;
    case 'maxItems':
      return `${where}${field}最多 ${String(params.limit)} 项`;
    case 'minItems':
      return `${where}${field}至少 ${String(params.limit)} 项`;
    case 'pattern':
    case 'format':
      return `${where}${field}格式不正确`;
    case 'enum':
    case 'const':
      return `${where}${field}取值不在允许范围内`;
    case 'type':
      return `${where}${field}类型不正确`;
    case 'minimum':
    case 'maximum':
      return `${where}${field}数值超出允许范围`;
    default:
      return `${where}${field}不合法`;
  }
}
