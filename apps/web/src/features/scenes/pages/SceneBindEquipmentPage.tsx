import { SceneBindEquipmentPage } from './SceneBindPage';

export default SceneBindEquipmentPage;
