// The full-screen picture preview (antd-mobile's ImageViewer: swipe between pictures, pinch to
// zoom, tap to close). Loaded only when a shopper taps a picture: it is not on the first paint.
import ImageViewer from 'antd-mobile/es/components/image-viewer';

interface Props {
  pictures: readonly string[];
  index: number;
  onClose: () => void;
}

export default function ImagePreview({ pictures, index, onClose }: Props) {
  return (
    <ImageViewer.Multi
      images={[...pictures]}
      visible
      defaultIndex={index}
      onClose={onClose}
      renderFooter={(_image, i) => (
        <button
          type="button"
          onClick={onClose}
          aria-label="关闭图片预览"
          style={{
            display: 'block',
            minWidth: 88,
            minHeight: 44,
            margin: '0 auto 24px',
            border: '1px solid rgba(255,255,255,.6)',
            borderRadius: 22,
            background: 'transparent',
            color: '#fff',
            fontSize: 14,
          }}
        >
          关闭 {i + 1}/{pictures.length}
        </button>
      )}
    />
  );
}
