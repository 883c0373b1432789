import { SceneBindDevicePage } from './SceneBindPage';

export default SceneBindDevicePage;
