package app.compound.tracker;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
