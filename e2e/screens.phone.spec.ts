import { describeMainScreens } from './screens/main-screens';

describeMainScreens({ width: 360, height: 740 });
