import type { FastifyError, FastifyInstance } from 'fastify';

import { RESPONSE_STATE } from '@/shared/enums/response-state';

import { BusinessError } from './envelope';
import { ContractDrift } from './response-check';
import { validationMessage } from './validation-message';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请使用multipart/form-data上传文件',
  FST_REQ_FILE_TOO_LARGE: '文件大小不可超过10M',
  FST_PARTS_LIMIT: '上传内容过多',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_FIELDS_LIMIT: '上传字段过多',
};

/** One place maps every failure to the envelope; internal errors never leak a stack or detail. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.status(error.httpStatus).send({ state: error.state, data: null, message: error.message });
    }
    if (error.validation) {
      const message = validationMessage(error.validation, error.validationContext ?? 'body');
      return reply.status(400).send({ state: RESPONSE_STATE.SCHEME_ERROR, data: null, message });
    }
    if (error instanceof ContractDrift) {
      request.log.error({ drift: error.drift }, 'response does not match its contract');
      return reply
        .status(500)
        .send({ state: RESPONSE_STATE.ERROR_503000, data: null, message: error.message });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known && error.statusCode && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ state: RESPONSE_STATE.SCHEME_ERROR, data: null, message: known });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ state: RESPONSE_STATE.ERROR_503000, data: null, message: '系统繁忙，请稍后再试' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ state: RESPONSE_STATE.SCHEME_ERROR, data: null, message: '请求的接口不存在' }),
  );
}
