import { describeMainScreens } from './screens/main-screens';

describeMainScreens({ width: 1280, height: 800 });
