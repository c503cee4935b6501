import { useFetchContractFilesQuery } from '@/api/contract/endpoints';
import { Button, Dialog, FormFailure } from '@/shared/ui';

const PREVIEW_TEXT = {
  title: '电子合同',
  empty: '暂无电子合同',
  loading: '正在加载…',
  failed: '合同文件加载失败',
  signed: '已签署',
  unsigned: '未签署',
  open: (fileName: string) => `${fileName.replace(/\.pdf$/i, '')}（在新窗口打开）`,
  close: '我知道了',
} as const;

export interface ContractPreviewDialogProps {
  fundCode: string;
  onClose: () => void;
}

/** Spec §2's contract preview: the product's contract files, each opening in a new window. */
export function ContractPreviewDialog({ fundCode, onClose }: ContractPreviewDialogProps) {
  const files = useFetchContractFilesQuery({ fundCode, silent: true });
  return (
    <Dialog
      open
      title={PREVIEW_TEXT.title}
      size="small"
      onClose={onClose}
      className="gz-private-signing"
      footer={
        <Button type="primary" onClick={onClose}>
          {PREVIEW_TEXT.close}
        </Button>
      }
    >
      {files.isLoading ? (
        <p className="gz-private-signing__note">{PREVIEW_TEXT.loading}</p>
      ) : files.isError ? (
        <FormFailure>{PREVIEW_TEXT.failed}</FormFailure>
      ) : files.data && files.data.length > 0 ? (
        <ul className="gz-private-signing__items">
          {files.data.map((file) => (
            <li key={file.noticeCode}>
              <a href={file.path} target="_blank" rel="noopener noreferrer">
                {PREVIEW_TEXT.open(file.fileName)}
              </a>{' '}
              <span className="gz-private-signing__note">
                {file.signed === '1' ? PREVIEW_TEXT.signed : PREVIEW_TEXT.unsigned}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="gz-private-signing__note">{PREVIEW_TEXT.empty}</p>
      )}
    </Dialog>
  );
}
