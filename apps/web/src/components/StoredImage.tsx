import { Image, type ImageProps } from 'antd';
import { useFileUrl } from '../lib/downloads';

/** An uploaded image (`/files/<id>`): fetched with the session header and shown from a blob URL. */
export const StoredImage = ({ src, ...rest }: Omit<ImageProps, 'src'> & { src: string }) => {
  const url = useFileUrl(src);
  return <Image {...rest} src={url} data-src={src} />;
};
