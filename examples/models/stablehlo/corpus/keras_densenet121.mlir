module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x7x3x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<1x1x64x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<3x3x128x32xf32>, %arg9: tensor<96xf32>, %arg10: tensor<96xf32>, %arg11: tensor<1x1x96x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<3x3x128x32xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<1x1x128x128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<3x3x128x32xf32>, %arg21: tensor<160xf32>, %arg22: tensor<160xf32>, %arg23: tensor<1x1x160x128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<3x3x128x32xf32>, %arg27: tensor<192xf32>, %arg28: tensor<192xf32>, %arg29: tensor<1x1x192x128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<3x3x128x32xf32>, %arg33: tensor<224xf32>, %arg34: tensor<224xf32>, %arg35: tensor<1x1x224x128xf32>, %arg36: tensor<128xf32>, %arg37: tensor<128xf32>, %arg38: tensor<3x3x128x32xf32>, %arg39: tensor<256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<1x1x256x128xf32>, %arg42: tensor<128xf32>, %arg43: tensor<128xf32>, %arg44: tensor<1x1x128x128xf32>, %arg45: tensor<128xf32>, %arg46: tensor<128xf32>, %arg47: tensor<3x3x128x32xf32>, %arg48: tensor<160xf32>, %arg49: tensor<160xf32>, %arg50: tensor<1x1x160x128xf32>, %arg51: tensor<128xf32>, %arg52: tensor<128xf32>, %arg53: tensor<3x3x128x32xf32>, %arg54: tensor<192xf32>, %arg55: tensor<192xf32>, %arg56: tensor<1x1x192x128xf32>, %arg57: tensor<128xf32>, %arg58: tensor<128xf32>, %arg59: tensor<3x3x128x32xf32>, %arg60: tensor<224xf32>, %arg61: tensor<224xf32>, %arg62: tensor<1x1x224x128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128xf32>, %arg65: tensor<3x3x128x32xf32>, %arg66: tensor<256xf32>, %arg67: tensor<256xf32>, %arg68: tensor<1x1x256x128xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<3x3x128x32xf32>, %arg72: tensor<288xf32>, %arg73: tensor<288xf32>, %arg74: tensor<1x1x288x128xf32>, %arg75: tensor<128xf32>, %arg76: tensor<128xf32>, %arg77: tensor<3x3x128x32xf32>, %arg78: tensor<320xf32>, %arg79: tensor<320xf32>, %arg80: tensor<1x1x320x128xf32>, %arg81: tensor<128xf32>, %arg82: tensor<128xf32>, %arg83: tensor<3x3x128x32xf32>, %arg84: tensor<352xf32>, %arg85: tensor<352xf32>, %arg86: tensor<1x1x352x128xf32>, %arg87: tensor<128xf32>, %arg88: tensor<128xf32>, %arg89: tensor<3x3x128x32xf32>, %arg90: tensor<384xf32>, %arg91: tensor<384xf32>, %arg92: tensor<1x1x384x128xf32>, %arg93: tensor<128xf32>, %arg94: tensor<128xf32>, %arg95: tensor<3x3x128x32xf32>, %arg96: tensor<416xf32>, %arg97: tensor<416xf32>, %arg98: tensor<1x1x416x128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128xf32>, %arg101: tensor<3x3x128x32xf32>, %arg102: tensor<448xf32>, %arg103: tensor<448xf32>, %arg104: tensor<1x1x448x128xf32>, %arg105: tensor<128xf32>, %arg106: tensor<128xf32>, %arg107: tensor<3x3x128x32xf32>, %arg108: tensor<480xf32>, %arg109: tensor<480xf32>, %arg110: tensor<1x1x480x128xf32>, %arg111: tensor<128xf32>, %arg112: tensor<128xf32>, %arg113: tensor<3x3x128x32xf32>, %arg114: tensor<512xf32>, %arg115: tensor<512xf32>, %arg116: tensor<1x1x512x256xf32>, %arg117: tensor<256xf32>, %arg118: tensor<256xf32>, %arg119: tensor<1x1x256x128xf32>, %arg120: tensor<128xf32>, %arg121: tensor<128xf32>, %arg122: tensor<3x3x128x32xf32>, %arg123: tensor<288xf32>, %arg124: tensor<288xf32>, %arg125: tensor<1x1x288x128xf32>, %arg126: tensor<128xf32>, %arg127: tensor<128xf32>, %arg128: tensor<3x3x128x32xf32>, %arg129: tensor<320xf32>, %arg130: tensor<320xf32>, %arg131: tensor<1x1x320x128xf32>, %arg132: tensor<128xf32>, %arg133: tensor<128xf32>, %arg134: tensor<3x3x128x32xf32>, %arg135: tensor<352xf32>, %arg136: tensor<352xf32>, %arg137: tensor<1x1x352x128xf32>, %arg138: tensor<128xf32>, %arg139: tensor<128xf32>, %arg140: tensor<3x3x128x32xf32>, %arg141: tensor<384xf32>, %arg142: tensor<384xf32>, %arg143: tensor<1x1x384x128xf32>, %arg144: tensor<128xf32>, %arg145: tensor<128xf32>, %arg146: tensor<3x3x128x32xf32>, %arg147: tensor<416xf32>, %arg148: tensor<416xf32>, %arg149: tensor<1x1x416x128xf32>, %arg150: tensor<128xf32>, %arg151: tensor<128xf32>, %arg152: tensor<3x3x128x32xf32>, %arg153: tensor<448xf32>, %arg154: tensor<448xf32>, %arg155: tensor<1x1x448x128xf32>, %arg156: tensor<128xf32>, %arg157: tensor<128xf32>, %arg158: tensor<3x3x128x32xf32>, %arg159: tensor<480xf32>, %arg160: tensor<480xf32>, %arg161: tensor<1x1x480x128xf32>, %arg162: tensor<128xf32>, %arg163: tensor<128xf32>, %arg164: tensor<3x3x128x32xf32>, %arg165: tensor<512xf32>, %arg166: tensor<512xf32>, %arg167: tensor<1x1x512x128xf32>, %arg168: tensor<128xf32>, %arg169: tensor<128xf32>, %arg170: tensor<3x3x128x32xf32>, %arg171: tensor<544xf32>, %arg172: tensor<544xf32>, %arg173: tensor<1x1x544x128xf32>, %arg174: tensor<128xf32>, %arg175: tensor<128xf32>, %arg176: tensor<3x3x128x32xf32>, %arg177: tensor<576xf32>, %arg178: tensor<576xf32>, %arg179: tensor<1x1x576x128xf32>, %arg180: tensor<128xf32>, %arg181: tensor<128xf32>, %arg182: tensor<3x3x128x32xf32>, %arg183: tensor<608xf32>, %arg184: tensor<608xf32>, %arg185: tensor<1x1x608x128xf32>, %arg186: tensor<128xf32>, %arg187: tensor<128xf32>, %arg188: tensor<3x3x128x32xf32>, %arg189: tensor<640xf32>, %arg190: tensor<640xf32>, %arg191: tensor<1x1x640x128xf32>, %arg192: tensor<128xf32>, %arg193: tensor<128xf32>, %arg194: tensor<3x3x128x32xf32>, %arg195: tensor<672xf32>, %arg196: tensor<672xf32>, %arg197: tensor<1x1x672x128xf32>, %arg198: tensor<128xf32>, %arg199: tensor<128xf32>, %arg200: tensor<3x3x128x32xf32>, %arg201: tensor<704xf32>, %arg202: tensor<704xf32>, %arg203: tensor<1x1x704x128xf32>, %arg204: tensor<128xf32>, %arg205: tensor<128xf32>, %arg206: tensor<3x3x128x32xf32>, %arg207: tensor<736xf32>, %arg208: tensor<736xf32>, %arg209: tensor<1x1x736x128xf32>, %arg210: tensor<128xf32>, %arg211: tensor<128xf32>, %arg212: tensor<3x3x128x32xf32>, %arg213: tensor<768xf32>, %arg214: tensor<768xf32>, %arg215: tensor<1x1x768x128xf32>, %arg216: tensor<128xf32>, %arg217: tensor<128xf32>, %arg218: tensor<3x3x128x32xf32>, %arg219: tensor<800xf32>, %arg220: tensor<800xf32>, %arg221: tensor<1x1x800x128xf32>, %arg222: tensor<128xf32>, %arg223: tensor<128xf32>, %arg224: tensor<3x3x128x32xf32>, %arg225: tensor<832xf32>, %arg226: tensor<832xf32>, %arg227: tensor<1x1x832x128xf32>, %arg228: tensor<128xf32>, %arg229: tensor<128xf32>, %arg230: tensor<3x3x128x32xf32>, %arg231: tensor<864xf32>, %arg232: tensor<864xf32>, %arg233: tensor<1x1x864x128xf32>, %arg234: tensor<128xf32>, %arg235: tensor<128xf32>, %arg236: tensor<3x3x128x32xf32>, %arg237: tensor<896xf32>, %arg238: tensor<896xf32>, %arg239: tensor<1x1x896x128xf32>, %arg240: tensor<128xf32>, %arg241: tensor<128xf32>, %arg242: tensor<3x3x128x32xf32>, %arg243: tensor<928xf32>, %arg244: tensor<928xf32>, %arg245: tensor<1x1x928x128xf32>, %arg246: tensor<128xf32>, %arg247: tensor<128xf32>, %arg248: tensor<3x3x128x32xf32>, %arg249: tensor<960xf32>, %arg250: tensor<960xf32>, %arg251: tensor<1x1x960x128xf32>, %arg252: tensor<128xf32>, %arg253: tensor<128xf32>, %arg254: tensor<3x3x128x32xf32>, %arg255: tensor<992xf32>, %arg256: tensor<992xf32>, %arg257: tensor<1x1x992x128xf32>, %arg258: tensor<128xf32>, %arg259: tensor<128xf32>, %arg260: tensor<3x3x128x32xf32>, %arg261: tensor<1024xf32>, %arg262: tensor<1024xf32>, %arg263: tensor<1x1x1024x512xf32>, %arg264: tensor<512xf32>, %arg265: tensor<512xf32>, %arg266: tensor<1x1x512x128xf32>, %arg267: tensor<128xf32>, %arg268: tensor<128xf32>, %arg269: tensor<3x3x128x32xf32>, %arg270: tensor<544xf32>, %arg271: tensor<544xf32>, %arg272: tensor<1x1x544x128xf32>, %arg273: tensor<128xf32>, %arg274: tensor<128xf32>, %arg275: tensor<3x3x128x32xf32>, %arg276: tensor<576xf32>, %arg277: tensor<576xf32>, %arg278: tensor<1x1x576x128xf32>, %arg279: tensor<128xf32>, %arg280: tensor<128xf32>, %arg281: tensor<3x3x128x32xf32>, %arg282: tensor<608xf32>, %arg283: tensor<608xf32>, %arg284: tensor<1x1x608x128xf32>, %arg285: tensor<128xf32>, %arg286: tensor<128xf32>, %arg287: tensor<3x3x128x32xf32>, %arg288: tensor<640xf32>, %arg289: tensor<640xf32>, %arg290: tensor<1x1x640x128xf32>, %arg291: tensor<128xf32>, %arg292: tensor<128xf32>, %arg293: tensor<3x3x128x32xf32>, %arg294: tensor<672xf32>, %arg295: tensor<672xf32>, %arg296: tensor<1x1x672x128xf32>, %arg297: tensor<128xf32>, %arg298: tensor<128xf32>, %arg299: tensor<3x3x128x32xf32>, %arg300: tensor<704xf32>, %arg301: tensor<704xf32>, %arg302: tensor<1x1x704x128xf32>, %arg303: tensor<128xf32>, %arg304: tensor<128xf32>, %arg305: tensor<3x3x128x32xf32>, %arg306: tensor<736xf32>, %arg307: tensor<736xf32>, %arg308: tensor<1x1x736x128xf32>, %arg309: tensor<128xf32>, %arg310: tensor<128xf32>, %arg311: tensor<3x3x128x32xf32>, %arg312: tensor<768xf32>, %arg313: tensor<768xf32>, %arg314: tensor<1x1x768x128xf32>, %arg315: tensor<128xf32>, %arg316: tensor<128xf32>, %arg317: tensor<3x3x128x32xf32>, %arg318: tensor<800xf32>, %arg319: tensor<800xf32>, %arg320: tensor<1x1x800x128xf32>, %arg321: tensor<128xf32>, %arg322: tensor<128xf32>, %arg323: tensor<3x3x128x32xf32>, %arg324: tensor<832xf32>, %arg325: tensor<832xf32>, %arg326: tensor<1x1x832x128xf32>, %arg327: tensor<128xf32>, %arg328: tensor<128xf32>, %arg329: tensor<3x3x128x32xf32>, %arg330: tensor<864xf32>, %arg331: tensor<864xf32>, %arg332: tensor<1x1x864x128xf32>, %arg333: tensor<128xf32>, %arg334: tensor<128xf32>, %arg335: tensor<3x3x128x32xf32>, %arg336: tensor<896xf32>, %arg337: tensor<896xf32>, %arg338: tensor<1x1x896x128xf32>, %arg339: tensor<128xf32>, %arg340: tensor<128xf32>, %arg341: tensor<3x3x128x32xf32>, %arg342: tensor<928xf32>, %arg343: tensor<928xf32>, %arg344: tensor<1x1x928x128xf32>, %arg345: tensor<128xf32>, %arg346: tensor<128xf32>, %arg347: tensor<3x3x128x32xf32>, %arg348: tensor<960xf32>, %arg349: tensor<960xf32>, %arg350: tensor<1x1x960x128xf32>, %arg351: tensor<128xf32>, %arg352: tensor<128xf32>, %arg353: tensor<3x3x128x32xf32>, %arg354: tensor<992xf32>, %arg355: tensor<992xf32>, %arg356: tensor<1x1x992x128xf32>, %arg357: tensor<128xf32>, %arg358: tensor<128xf32>, %arg359: tensor<3x3x128x32xf32>, %arg360: tensor<1024xf32>, %arg361: tensor<1024xf32>, %arg362: tensor<1024x10xf32>, %arg363: tensor<10xf32>, %arg364: tensor<64xf32>, %arg365: tensor<64xf32>, %arg366: tensor<64xf32>, %arg367: tensor<64xf32>, %arg368: tensor<128xf32>, %arg369: tensor<128xf32>, %arg370: tensor<96xf32>, %arg371: tensor<96xf32>, %arg372: tensor<128xf32>, %arg373: tensor<128xf32>, %arg374: tensor<128xf32>, %arg375: tensor<128xf32>, %arg376: tensor<128xf32>, %arg377: tensor<128xf32>, %arg378: tensor<160xf32>, %arg379: tensor<160xf32>, %arg380: tensor<128xf32>, %arg381: tensor<128xf32>, %arg382: tensor<192xf32>, %arg383: tensor<192xf32>, %arg384: tensor<128xf32>, %arg385: tensor<128xf32>, %arg386: tensor<224xf32>, %arg387: tensor<224xf32>, %arg388: tensor<128xf32>, %arg389: tensor<128xf32>, %arg390: tensor<256xf32>, %arg391: tensor<256xf32>, %arg392: tensor<128xf32>, %arg393: tensor<128xf32>, %arg394: tensor<128xf32>, %arg395: tensor<128xf32>, %arg396: tensor<160xf32>, %arg397: tensor<160xf32>, %arg398: tensor<128xf32>, %arg399: tensor<128xf32>, %arg400: tensor<192xf32>, %arg401: tensor<192xf32>, %arg402: tensor<128xf32>, %arg403: tensor<128xf32>, %arg404: tensor<224xf32>, %arg405: tensor<224xf32>, %arg406: tensor<128xf32>, %arg407: tensor<128xf32>, %arg408: tensor<256xf32>, %arg409: tensor<256xf32>, %arg410: tensor<128xf32>, %arg411: tensor<128xf32>, %arg412: tensor<288xf32>, %arg413: tensor<288xf32>, %arg414: tensor<128xf32>, %arg415: tensor<128xf32>, %arg416: tensor<320xf32>, %arg417: tensor<320xf32>, %arg418: tensor<128xf32>, %arg419: tensor<128xf32>, %arg420: tensor<352xf32>, %arg421: tensor<352xf32>, %arg422: tensor<128xf32>, %arg423: tensor<128xf32>, %arg424: tensor<384xf32>, %arg425: tensor<384xf32>, %arg426: tensor<128xf32>, %arg427: tensor<128xf32>, %arg428: tensor<416xf32>, %arg429: tensor<416xf32>, %arg430: tensor<128xf32>, %arg431: tensor<128xf32>, %arg432: tensor<448xf32>, %arg433: tensor<448xf32>, %arg434: tensor<128xf32>, %arg435: tensor<128xf32>, %arg436: tensor<480xf32>, %arg437: tensor<480xf32>, %arg438: tensor<128xf32>, %arg439: tensor<128xf32>, %arg440: tensor<512xf32>, %arg441: tensor<512xf32>, %arg442: tensor<256xf32>, %arg443: tensor<256xf32>, %arg444: tensor<128xf32>, %arg445: tensor<128xf32>, %arg446: tensor<288xf32>, %arg447: tensor<288xf32>, %arg448: tensor<128xf32>, %arg449: tensor<128xf32>, %arg450: tensor<320xf32>, %arg451: tensor<320xf32>, %arg452: tensor<128xf32>, %arg453: tensor<128xf32>, %arg454: tensor<352xf32>, %arg455: tensor<352xf32>, %arg456: tensor<128xf32>, %arg457: tensor<128xf32>, %arg458: tensor<384xf32>, %arg459: tensor<384xf32>, %arg460: tensor<128xf32>, %arg461: tensor<128xf32>, %arg462: tensor<416xf32>, %arg463: tensor<416xf32>, %arg464: tensor<128xf32>, %arg465: tensor<128xf32>, %arg466: tensor<448xf32>, %arg467: tensor<448xf32>, %arg468: tensor<128xf32>, %arg469: tensor<128xf32>, %arg470: tensor<480xf32>, %arg471: tensor<480xf32>, %arg472: tensor<128xf32>, %arg473: tensor<128xf32>, %arg474: tensor<512xf32>, %arg475: tensor<512xf32>, %arg476: tensor<128xf32>, %arg477: tensor<128xf32>, %arg478: tensor<544xf32>, %arg479: tensor<544xf32>, %arg480: tensor<128xf32>, %arg481: tensor<128xf32>, %arg482: tensor<576xf32>, %arg483: tensor<576xf32>, %arg484: tensor<128xf32>, %arg485: tensor<128xf32>, %arg486: tensor<608xf32>, %arg487: tensor<608xf32>, %arg488: tensor<128xf32>, %arg489: tensor<128xf32>, %arg490: tensor<640xf32>, %arg491: tensor<640xf32>, %arg492: tensor<128xf32>, %arg493: tensor<128xf32>, %arg494: tensor<672xf32>, %arg495: tensor<672xf32>, %arg496: tensor<128xf32>, %arg497: tensor<128xf32>, %arg498: tensor<704xf32>, %arg499: tensor<704xf32>, %arg500: tensor<128xf32>, %arg501: tensor<128xf32>, %arg502: tensor<736xf32>, %arg503: tensor<736xf32>, %arg504: tensor<128xf32>, %arg505: tensor<128xf32>, %arg506: tensor<768xf32>, %arg507: tensor<768xf32>, %arg508: tensor<128xf32>, %arg509: tensor<128xf32>, %arg510: tensor<800xf32>, %arg511: tensor<800xf32>, %arg512: tensor<128xf32>, %arg513: tensor<128xf32>, %arg514: tensor<832xf32>, %arg515: tensor<832xf32>, %arg516: tensor<128xf32>, %arg517: tensor<128xf32>, %arg518: tensor<864xf32>, %arg519: tensor<864xf32>, %arg520: tensor<128xf32>, %arg521: tensor<128xf32>, %arg522: tensor<896xf32>, %arg523: tensor<896xf32>, %arg524: tensor<128xf32>, %arg525: tensor<128xf32>, %arg526: tensor<928xf32>, %arg527: tensor<928xf32>, %arg528: tensor<128xf32>, %arg529: tensor<128xf32>, %arg530: tensor<960xf32>, %arg531: tensor<960xf32>, %arg532: tensor<128xf32>, %arg533: tensor<128xf32>, %arg534: tensor<992xf32>, %arg535: tensor<992xf32>, %arg536: tensor<128xf32>, %arg537: tensor<128xf32>, %arg538: tensor<1024xf32>, %arg539: tensor<1024xf32>, %arg540: tensor<512xf32>, %arg541: tensor<512xf32>, %arg542: tensor<128xf32>, %arg543: tensor<128xf32>, %arg544: tensor<544xf32>, %arg545: tensor<544xf32>, %arg546: tensor<128xf32>, %arg547: tensor<128xf32>, %arg548: tensor<576xf32>, %arg549: tensor<576xf32>, %arg550: tensor<128xf32>, %arg551: tensor<128xf32>, %arg552: tensor<608xf32>, %arg553: tensor<608xf32>, %arg554: tensor<128xf32>, %arg555: tensor<128xf32>, %arg556: tensor<640xf32>, %arg557: tensor<640xf32>, %arg558: tensor<128xf32>, %arg559: tensor<128xf32>, %arg560: tensor<672xf32>, %arg561: tensor<672xf32>, %arg562: tensor<128xf32>, %arg563: tensor<128xf32>, %arg564: tensor<704xf32>, %arg565: tensor<704xf32>, %arg566: tensor<128xf32>, %arg567: tensor<128xf32>, %arg568: tensor<736xf32>, %arg569: tensor<736xf32>, %arg570: tensor<128xf32>, %arg571: tensor<128xf32>, %arg572: tensor<768xf32>, %arg573: tensor<768xf32>, %arg574: tensor<128xf32>, %arg575: tensor<128xf32>, %arg576: tensor<800xf32>, %arg577: tensor<800xf32>, %arg578: tensor<128xf32>, %arg579: tensor<128xf32>, %arg580: tensor<832xf32>, %arg581: tensor<832xf32>, %arg582: tensor<128xf32>, %arg583: tensor<128xf32>, %arg584: tensor<864xf32>, %arg585: tensor<864xf32>, %arg586: tensor<128xf32>, %arg587: tensor<128xf32>, %arg588: tensor<896xf32>, %arg589: tensor<896xf32>, %arg590: tensor<128xf32>, %arg591: tensor<128xf32>, %arg592: tensor<928xf32>, %arg593: tensor<928xf32>, %arg594: tensor<128xf32>, %arg595: tensor<128xf32>, %arg596: tensor<960xf32>, %arg597: tensor<960xf32>, %arg598: tensor<128xf32>, %arg599: tensor<128xf32>, %arg600: tensor<992xf32>, %arg601: tensor<992xf32>, %arg602: tensor<128xf32>, %arg603: tensor<128xf32>, %arg604: tensor<1024xf32>, %arg605: tensor<1024xf32>, %arg606: tensor<1x32x32x3xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg606, %c) : (tensor<1x32x32x3xf32>, tensor<i32>) -> tensor<1x38x38x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x38x38x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x16x16x64xf32>
    %2 = stablehlo.reshape %arg364 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.reshape %arg365 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x1x1x64xf32>
    %6 = stablehlo.rsqrt %5 : tensor<1x1x1x64xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x1x1x64xf32>
    %9 = stablehlo.negate %2 : tensor<1x1x1x64xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1x1x1x64xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %12 = stablehlo.add %10, %11 : tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<1x16x16x64xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %16 = stablehlo.add %14, %15 : tensor<1x16x16x64xf32>
    %17 = call @relu(%16) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_0(%17, %c_0) : (tensor<1x16x16x64xf32>, tensor<i32>) -> tensor<1x18x18x64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.reduce_window"(%18, %19) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg607: tensor<f32>, %arg608: tensor<f32>):
      %2081 = stablehlo.maximum %arg607, %arg608 : tensor<f32>
      stablehlo.return %2081 : tensor<f32>
    }) : (tensor<1x18x18x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %21 = stablehlo.reshape %arg366 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %22 = stablehlo.reshape %arg367 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_2 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %24 = stablehlo.add %22, %23 : tensor<1x1x1x64xf32>
    %25 = stablehlo.rsqrt %24 : tensor<1x1x1x64xf32>
    %26 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<1x1x1x64xf32>
    %28 = stablehlo.negate %21 : tensor<1x1x1x64xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<1x1x1x64xf32>
    %30 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<1x1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %33 = stablehlo.multiply %20, %32 : tensor<1x8x8x64xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %35 = stablehlo.add %33, %34 : tensor<1x8x8x64xf32>
    %36 = call @relu_1(%35) : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %37 = stablehlo.convolution(%36, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x64xf32>, tensor<1x1x64x128xf32>) -> tensor<1x8x8x128xf32>
    %38 = stablehlo.reshape %arg368 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %39 = stablehlo.reshape %arg369 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_3 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %41 = stablehlo.add %39, %40 : tensor<1x1x1x128xf32>
    %42 = stablehlo.rsqrt %41 : tensor<1x1x1x128xf32>
    %43 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<1x1x1x128xf32>
    %45 = stablehlo.negate %38 : tensor<1x1x1x128xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<1x1x1x128xf32>
    %47 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %48 = stablehlo.add %46, %47 : tensor<1x1x1x128xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %50 = stablehlo.multiply %37, %49 : tensor<1x8x8x128xf32>
    %51 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %52 = stablehlo.add %50, %51 : tensor<1x8x8x128xf32>
    %53 = call @relu_2(%52) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %54 = stablehlo.convolution(%53, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x8x8x32xf32>
    %55 = stablehlo.concatenate %20, %54, dim = 3 : (tensor<1x8x8x64xf32>, tensor<1x8x8x32xf32>) -> tensor<1x8x8x96xf32>
    %56 = stablehlo.reshape %arg370 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %57 = stablehlo.reshape %arg371 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_4 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %59 = stablehlo.add %57, %58 : tensor<1x1x1x96xf32>
    %60 = stablehlo.rsqrt %59 : tensor<1x1x1x96xf32>
    %61 = stablehlo.reshape %arg9 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<1x1x1x96xf32>
    %63 = stablehlo.negate %56 : tensor<1x1x1x96xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<1x1x1x96xf32>
    %65 = stablehlo.reshape %arg10 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %66 = stablehlo.add %64, %65 : tensor<1x1x1x96xf32>
    %67 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %68 = stablehlo.multiply %55, %67 : tensor<1x8x8x96xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %70 = stablehlo.add %68, %69 : tensor<1x8x8x96xf32>
    %71 = call @relu_3(%70) : (tensor<1x8x8x96xf32>) -> tensor<1x8x8x96xf32>
    %72 = stablehlo.convolution(%71, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x96xf32>, tensor<1x1x96x128xf32>) -> tensor<1x8x8x128xf32>
    %73 = stablehlo.reshape %arg372 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %74 = stablehlo.reshape %arg373 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_5 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %76 = stablehlo.add %74, %75 : tensor<1x1x1x128xf32>
    %77 = stablehlo.rsqrt %76 : tensor<1x1x1x128xf32>
    %78 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<1x1x1x128xf32>
    %80 = stablehlo.negate %73 : tensor<1x1x1x128xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<1x1x1x128xf32>
    %82 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %83 = stablehlo.add %81, %82 : tensor<1x1x1x128xf32>
    %84 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %85 = stablehlo.multiply %72, %84 : tensor<1x8x8x128xf32>
    %86 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %87 = stablehlo.add %85, %86 : tensor<1x8x8x128xf32>
    %88 = call @relu_2(%87) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %89 = stablehlo.convolution(%88, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x8x8x32xf32>
    %90 = stablehlo.concatenate %55, %89, dim = 3 : (tensor<1x8x8x96xf32>, tensor<1x8x8x32xf32>) -> tensor<1x8x8x128xf32>
    %91 = stablehlo.reshape %arg374 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %92 = stablehlo.reshape %arg375 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_6 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %94 = stablehlo.add %92, %93 : tensor<1x1x1x128xf32>
    %95 = stablehlo.rsqrt %94 : tensor<1x1x1x128xf32>
    %96 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<1x1x1x128xf32>
    %98 = stablehlo.negate %91 : tensor<1x1x1x128xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<1x1x1x128xf32>
    %100 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %101 = stablehlo.add %99, %100 : tensor<1x1x1x128xf32>
    %102 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %103 = stablehlo.multiply %90, %102 : tensor<1x8x8x128xf32>
    %104 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %105 = stablehlo.add %103, %104 : tensor<1x8x8x128xf32>
    %106 = call @relu_2(%105) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %107 = stablehlo.convolution(%106, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x8x8x128xf32>
    %108 = stablehlo.reshape %arg376 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %109 = stablehlo.reshape %arg377 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_7 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %111 = stablehlo.add %109, %110 : tensor<1x1x1x128xf32>
    %112 = stablehlo.rsqrt %111 : tensor<1x1x1x128xf32>
    %113 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<1x1x1x128xf32>
    %115 = stablehlo.negate %108 : tensor<1x1x1x128xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<1x1x1x128xf32>
    %117 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %118 = stablehlo.add %116, %117 : tensor<1x1x1x128xf32>
    %119 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %120 = stablehlo.multiply %107, %119 : tensor<1x8x8x128xf32>
    %121 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %122 = stablehlo.add %120, %121 : tensor<1x8x8x128xf32>
    %123 = call @relu_2(%122) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %124 = stablehlo.convolution(%123, %arg20) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x8x8x32xf32>
    %125 = stablehlo.concatenate %90, %124, dim = 3 : (tensor<1x8x8x128xf32>, tensor<1x8x8x32xf32>) -> tensor<1x8x8x160xf32>
    %126 = stablehlo.reshape %arg378 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %127 = stablehlo.reshape %arg379 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %cst_8 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x160xf32>
    %129 = stablehlo.add %127, %128 : tensor<1x1x1x160xf32>
    %130 = stablehlo.rsqrt %129 : tensor<1x1x1x160xf32>
    %131 = stablehlo.reshape %arg21 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<1x1x1x160xf32>
    %133 = stablehlo.negate %126 : tensor<1x1x1x160xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<1x1x1x160xf32>
    %135 = stablehlo.reshape %arg22 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %136 = stablehlo.add %134, %135 : tensor<1x1x1x160xf32>
    %137 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<1x8x8x160xf32>
    %138 = stablehlo.multiply %125, %137 : tensor<1x8x8x160xf32>
    %139 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<1x8x8x160xf32>
    %140 = stablehlo.add %138, %139 : tensor<1x8x8x160xf32>
    %141 = call @relu_4(%140) : (tensor<1x8x8x160xf32>) -> tensor<1x8x8x160xf32>
    %142 = stablehlo.convolution(%141, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x160xf32>, tensor<1x1x160x128xf32>) -> tensor<1x8x8x128xf32>
    %143 = stablehlo.reshape %arg380 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %144 = stablehlo.reshape %arg381 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_9 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %146 = stablehlo.add %144, %145 : tensor<1x1x1x128xf32>
    %147 = stablehlo.rsqrt %146 : tensor<1x1x1x128xf32>
    %148 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<1x1x1x128xf32>
    %150 = stablehlo.negate %143 : tensor<1x1x1x128xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<1x1x1x128xf32>
    %152 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %153 = stablehlo.add %151, %152 : tensor<1x1x1x128xf32>
    %154 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %155 = stablehlo.multiply %142, %154 : tensor<1x8x8x128xf32>
    %156 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %157 = stablehlo.add %155, %156 : tensor<1x8x8x128xf32>
    %158 = call @relu_2(%157) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %159 = stablehlo.convolution(%158, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x8x8x32xf32>
    %160 = stablehlo.concatenate %125, %159, dim = 3 : (tensor<1x8x8x160xf32>, tensor<1x8x8x32xf32>) -> tensor<1x8x8x192xf32>
    %161 = stablehlo.reshape %arg382 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %162 = stablehlo.reshape %arg383 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_10 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %164 = stablehlo.add %162, %163 : tensor<1x1x1x192xf32>
    %165 = stablehlo.rsqrt %164 : tensor<1x1x1x192xf32>
    %166 = stablehlo.reshape %arg27 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<1x1x1x192xf32>
    %168 = stablehlo.negate %161 : tensor<1x1x1x192xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<1x1x1x192xf32>
    %170 = stablehlo.reshape %arg28 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %171 = stablehlo.add %169, %170 : tensor<1x1x1x192xf32>
    %172 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x8x8x192xf32>
    %173 = stablehlo.multiply %160, %172 : tensor<1x8x8x192xf32>
    %174 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x8x8x192xf32>
    %175 = stablehlo.add %173, %174 : tensor<1x8x8x192xf32>
    %176 = call @relu_5(%175) : (tensor<1x8x8x192xf32>) -> tensor<1x8x8x192xf32>
    %177 = stablehlo.convolution(%176, %arg29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x192xf32>, tensor<1x1x192x128xf32>) -> tensor<1x8x8x128xf32>
    %178 = stablehlo.reshape %arg384 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %179 = stablehlo.reshape %arg385 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_11 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %181 = stablehlo.add %179, %180 : tensor<1x1x1x128xf32>
    %182 = stablehlo.rsqrt %181 : tensor<1x1x1x128xf32>
    %183 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %184 = stablehlo.multiply %182, %183 : tensor<1x1x1x128xf32>
    %185 = stablehlo.negate %178 : tensor<1x1x1x128xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<1x1x1x128xf32>
    %187 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %188 = stablehlo.add %186, %187 : tensor<1x1x1x128xf32>
    %189 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %190 = stablehlo.multiply %177, %189 : tensor<1x8x8x128xf32>
    %191 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %192 = stablehlo.add %190, %191 : tensor<1x8x8x128xf32>
    %193 = call @relu_2(%192) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %194 = stablehlo.convolution(%193, %arg32) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x8x8x32xf32>
    %195 = stablehlo.concatenate %160, %194, dim = 3 : (tensor<1x8x8x192xf32>, tensor<1x8x8x32xf32>) -> tensor<1x8x8x224xf32>
    %196 = stablehlo.reshape %arg386 : (tensor<224xf32>) -> tensor<1x1x1x224xf32>
    %197 = stablehlo.reshape %arg387 : (tensor<224xf32>) -> tensor<1x1x1x224xf32>
    %cst_12 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x224xf32>
    %199 = stablehlo.add %197, %198 : tensor<1x1x1x224xf32>
    %200 = stablehlo.rsqrt %199 : tensor<1x1x1x224xf32>
    %201 = stablehlo.reshape %arg33 : (tensor<224xf32>) -> tensor<1x1x1x224xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<1x1x1x224xf32>
    %203 = stablehlo.negate %196 : tensor<1x1x1x224xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<1x1x1x224xf32>
    %205 = stablehlo.reshape %arg34 : (tensor<224xf32>) -> tensor<1x1x1x224xf32>
    %206 = stablehlo.add %204, %205 : tensor<1x1x1x224xf32>
    %207 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<1x1x1x224xf32>) -> tensor<1x8x8x224xf32>
    %208 = stablehlo.multiply %195, %207 : tensor<1x8x8x224xf32>
    %209 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<1x1x1x224xf32>) -> tensor<1x8x8x224xf32>
    %210 = stablehlo.add %208, %209 : tensor<1x8x8x224xf32>
    %211 = call @relu_6(%210) : (tensor<1x8x8x224xf32>) -> tensor<1x8x8x224xf32>
    %212 = stablehlo.convolution(%211, %arg35) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x224xf32>, tensor<1x1x224x128xf32>) -> tensor<1x8x8x128xf32>
    %213 = stablehlo.reshape %arg388 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %214 = stablehlo.reshape %arg389 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_13 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %216 = stablehlo.add %214, %215 : tensor<1x1x1x128xf32>
    %217 = stablehlo.rsqrt %216 : tensor<1x1x1x128xf32>
    %218 = stablehlo.reshape %arg36 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<1x1x1x128xf32>
    %220 = stablehlo.negate %213 : tensor<1x1x1x128xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<1x1x1x128xf32>
    %222 = stablehlo.reshape %arg37 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %223 = stablehlo.add %221, %222 : tensor<1x1x1x128xf32>
    %224 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %225 = stablehlo.multiply %212, %224 : tensor<1x8x8x128xf32>
    %226 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %227 = stablehlo.add %225, %226 : tensor<1x8x8x128xf32>
    %228 = call @relu_2(%227) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %229 = stablehlo.convolution(%228, %arg38) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x8x8x32xf32>
    %230 = stablehlo.concatenate %195, %229, dim = 3 : (tensor<1x8x8x224xf32>, tensor<1x8x8x32xf32>) -> tensor<1x8x8x256xf32>
    %231 = stablehlo.reshape %arg390 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %232 = stablehlo.reshape %arg391 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_14 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %234 = stablehlo.add %232, %233 : tensor<1x1x1x256xf32>
    %235 = stablehlo.rsqrt %234 : tensor<1x1x1x256xf32>
    %236 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<1x1x1x256xf32>
    %238 = stablehlo.negate %231 : tensor<1x1x1x256xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<1x1x1x256xf32>
    %240 = stablehlo.reshape %arg40 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %241 = stablehlo.add %239, %240 : tensor<1x1x1x256xf32>
    %242 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %243 = stablehlo.multiply %230, %242 : tensor<1x8x8x256xf32>
    %244 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %245 = stablehlo.add %243, %244 : tensor<1x8x8x256xf32>
    %246 = call @relu_7(%245) : (tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %247 = stablehlo.convolution(%246, %arg41) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x256xf32>, tensor<1x1x256x128xf32>) -> tensor<1x8x8x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<f32>
    %249 = "stablehlo.reduce_window"(%247, %248) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg607: tensor<f32>, %arg608: tensor<f32>):
      %2081 = stablehlo.add %arg607, %arg608 : tensor<f32>
      stablehlo.return %2081 : tensor<f32>
    }) : (tensor<1x8x8x128xf32>, tensor<f32>) -> tensor<1x4x4x128xf32>
    %cst_16 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x4x4x128xf32>
    %251 = stablehlo.divide %249, %250 : tensor<1x4x4x128xf32>
    %252 = stablehlo.reshape %arg392 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %253 = stablehlo.reshape %arg393 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_17 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %255 = stablehlo.add %253, %254 : tensor<1x1x1x128xf32>
    %256 = stablehlo.rsqrt %255 : tensor<1x1x1x128xf32>
    %257 = stablehlo.reshape %arg42 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<1x1x1x128xf32>
    %259 = stablehlo.negate %252 : tensor<1x1x1x128xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<1x1x1x128xf32>
    %261 = stablehlo.reshape %arg43 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %262 = stablehlo.add %260, %261 : tensor<1x1x1x128xf32>
    %263 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %264 = stablehlo.multiply %251, %263 : tensor<1x4x4x128xf32>
    %265 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %266 = stablehlo.add %264, %265 : tensor<1x4x4x128xf32>
    %267 = call @relu_8(%266) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %268 = stablehlo.convolution(%267, %arg44) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x4x4x128xf32>
    %269 = stablehlo.reshape %arg394 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %270 = stablehlo.reshape %arg395 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_18 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %272 = stablehlo.add %270, %271 : tensor<1x1x1x128xf32>
    %273 = stablehlo.rsqrt %272 : tensor<1x1x1x128xf32>
    %274 = stablehlo.reshape %arg45 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %275 = stablehlo.multiply %273, %274 : tensor<1x1x1x128xf32>
    %276 = stablehlo.negate %269 : tensor<1x1x1x128xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<1x1x1x128xf32>
    %278 = stablehlo.reshape %arg46 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %279 = stablehlo.add %277, %278 : tensor<1x1x1x128xf32>
    %280 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %281 = stablehlo.multiply %268, %280 : tensor<1x4x4x128xf32>
    %282 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %283 = stablehlo.add %281, %282 : tensor<1x4x4x128xf32>
    %284 = call @relu_8(%283) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %285 = stablehlo.convolution(%284, %arg47) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %286 = stablehlo.concatenate %251, %285, dim = 3 : (tensor<1x4x4x128xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x160xf32>
    %287 = stablehlo.reshape %arg396 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %288 = stablehlo.reshape %arg397 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %cst_19 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x160xf32>
    %290 = stablehlo.add %288, %289 : tensor<1x1x1x160xf32>
    %291 = stablehlo.rsqrt %290 : tensor<1x1x1x160xf32>
    %292 = stablehlo.reshape %arg48 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<1x1x1x160xf32>
    %294 = stablehlo.negate %287 : tensor<1x1x1x160xf32>
    %295 = stablehlo.multiply %294, %293 : tensor<1x1x1x160xf32>
    %296 = stablehlo.reshape %arg49 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %297 = stablehlo.add %295, %296 : tensor<1x1x1x160xf32>
    %298 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<1x4x4x160xf32>
    %299 = stablehlo.multiply %286, %298 : tensor<1x4x4x160xf32>
    %300 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<1x4x4x160xf32>
    %301 = stablehlo.add %299, %300 : tensor<1x4x4x160xf32>
    %302 = call @relu_9(%301) : (tensor<1x4x4x160xf32>) -> tensor<1x4x4x160xf32>
    %303 = stablehlo.convolution(%302, %arg50) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x160xf32>, tensor<1x1x160x128xf32>) -> tensor<1x4x4x128xf32>
    %304 = stablehlo.reshape %arg398 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %305 = stablehlo.reshape %arg399 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_20 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %307 = stablehlo.add %305, %306 : tensor<1x1x1x128xf32>
    %308 = stablehlo.rsqrt %307 : tensor<1x1x1x128xf32>
    %309 = stablehlo.reshape %arg51 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<1x1x1x128xf32>
    %311 = stablehlo.negate %304 : tensor<1x1x1x128xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<1x1x1x128xf32>
    %313 = stablehlo.reshape %arg52 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %314 = stablehlo.add %312, %313 : tensor<1x1x1x128xf32>
    %315 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %316 = stablehlo.multiply %303, %315 : tensor<1x4x4x128xf32>
    %317 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %318 = stablehlo.add %316, %317 : tensor<1x4x4x128xf32>
    %319 = call @relu_8(%318) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %320 = stablehlo.convolution(%319, %arg53) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %321 = stablehlo.concatenate %286, %320, dim = 3 : (tensor<1x4x4x160xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x192xf32>
    %322 = stablehlo.reshape %arg400 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %323 = stablehlo.reshape %arg401 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_21 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %325 = stablehlo.add %323, %324 : tensor<1x1x1x192xf32>
    %326 = stablehlo.rsqrt %325 : tensor<1x1x1x192xf32>
    %327 = stablehlo.reshape %arg54 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %328 = stablehlo.multiply %326, %327 : tensor<1x1x1x192xf32>
    %329 = stablehlo.negate %322 : tensor<1x1x1x192xf32>
    %330 = stablehlo.multiply %329, %328 : tensor<1x1x1x192xf32>
    %331 = stablehlo.reshape %arg55 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %332 = stablehlo.add %330, %331 : tensor<1x1x1x192xf32>
    %333 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %334 = stablehlo.multiply %321, %333 : tensor<1x4x4x192xf32>
    %335 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %336 = stablehlo.add %334, %335 : tensor<1x4x4x192xf32>
    %337 = call @relu_10(%336) : (tensor<1x4x4x192xf32>) -> tensor<1x4x4x192xf32>
    %338 = stablehlo.convolution(%337, %arg56) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x192xf32>, tensor<1x1x192x128xf32>) -> tensor<1x4x4x128xf32>
    %339 = stablehlo.reshape %arg402 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %340 = stablehlo.reshape %arg403 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_22 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %342 = stablehlo.add %340, %341 : tensor<1x1x1x128xf32>
    %343 = stablehlo.rsqrt %342 : tensor<1x1x1x128xf32>
    %344 = stablehlo.reshape %arg57 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<1x1x1x128xf32>
    %346 = stablehlo.negate %339 : tensor<1x1x1x128xf32>
    %347 = stablehlo.multiply %346, %345 : tensor<1x1x1x128xf32>
    %348 = stablehlo.reshape %arg58 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %349 = stablehlo.add %347, %348 : tensor<1x1x1x128xf32>
    %350 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %351 = stablehlo.multiply %338, %350 : tensor<1x4x4x128xf32>
    %352 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %353 = stablehlo.add %351, %352 : tensor<1x4x4x128xf32>
    %354 = call @relu_8(%353) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %355 = stablehlo.convolution(%354, %arg59) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %356 = stablehlo.concatenate %321, %355, dim = 3 : (tensor<1x4x4x192xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x224xf32>
    %357 = stablehlo.reshape %arg404 : (tensor<224xf32>) -> tensor<1x1x1x224xf32>
    %358 = stablehlo.reshape %arg405 : (tensor<224xf32>) -> tensor<1x1x1x224xf32>
    %cst_23 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x224xf32>
    %360 = stablehlo.add %358, %359 : tensor<1x1x1x224xf32>
    %361 = stablehlo.rsqrt %360 : tensor<1x1x1x224xf32>
    %362 = stablehlo.reshape %arg60 : (tensor<224xf32>) -> tensor<1x1x1x224xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<1x1x1x224xf32>
    %364 = stablehlo.negate %357 : tensor<1x1x1x224xf32>
    %365 = stablehlo.multiply %364, %363 : tensor<1x1x1x224xf32>
    %366 = stablehlo.reshape %arg61 : (tensor<224xf32>) -> tensor<1x1x1x224xf32>
    %367 = stablehlo.add %365, %366 : tensor<1x1x1x224xf32>
    %368 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<1x1x1x224xf32>) -> tensor<1x4x4x224xf32>
    %369 = stablehlo.multiply %356, %368 : tensor<1x4x4x224xf32>
    %370 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3] : (tensor<1x1x1x224xf32>) -> tensor<1x4x4x224xf32>
    %371 = stablehlo.add %369, %370 : tensor<1x4x4x224xf32>
    %372 = call @relu_11(%371) : (tensor<1x4x4x224xf32>) -> tensor<1x4x4x224xf32>
    %373 = stablehlo.convolution(%372, %arg62) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x224xf32>, tensor<1x1x224x128xf32>) -> tensor<1x4x4x128xf32>
    %374 = stablehlo.reshape %arg406 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %375 = stablehlo.reshape %arg407 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_24 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %377 = stablehlo.add %375, %376 : tensor<1x1x1x128xf32>
    %378 = stablehlo.rsqrt %377 : tensor<1x1x1x128xf32>
    %379 = stablehlo.reshape %arg63 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %380 = stablehlo.multiply %378, %379 : tensor<1x1x1x128xf32>
    %381 = stablehlo.negate %374 : tensor<1x1x1x128xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<1x1x1x128xf32>
    %383 = stablehlo.reshape %arg64 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %384 = stablehlo.add %382, %383 : tensor<1x1x1x128xf32>
    %385 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %386 = stablehlo.multiply %373, %385 : tensor<1x4x4x128xf32>
    %387 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %388 = stablehlo.add %386, %387 : tensor<1x4x4x128xf32>
    %389 = call @relu_8(%388) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %390 = stablehlo.convolution(%389, %arg65) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %391 = stablehlo.concatenate %356, %390, dim = 3 : (tensor<1x4x4x224xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x256xf32>
    %392 = stablehlo.reshape %arg408 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %393 = stablehlo.reshape %arg409 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_25 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %395 = stablehlo.add %393, %394 : tensor<1x1x1x256xf32>
    %396 = stablehlo.rsqrt %395 : tensor<1x1x1x256xf32>
    %397 = stablehlo.reshape %arg66 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %398 = stablehlo.multiply %396, %397 : tensor<1x1x1x256xf32>
    %399 = stablehlo.negate %392 : tensor<1x1x1x256xf32>
    %400 = stablehlo.multiply %399, %398 : tensor<1x1x1x256xf32>
    %401 = stablehlo.reshape %arg67 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %402 = stablehlo.add %400, %401 : tensor<1x1x1x256xf32>
    %403 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %404 = stablehlo.multiply %391, %403 : tensor<1x4x4x256xf32>
    %405 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %406 = stablehlo.add %404, %405 : tensor<1x4x4x256xf32>
    %407 = call @relu_12(%406) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %408 = stablehlo.convolution(%407, %arg68) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<1x1x256x128xf32>) -> tensor<1x4x4x128xf32>
    %409 = stablehlo.reshape %arg410 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %410 = stablehlo.reshape %arg411 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_26 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %412 = stablehlo.add %410, %411 : tensor<1x1x1x128xf32>
    %413 = stablehlo.rsqrt %412 : tensor<1x1x1x128xf32>
    %414 = stablehlo.reshape %arg69 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %415 = stablehlo.multiply %413, %414 : tensor<1x1x1x128xf32>
    %416 = stablehlo.negate %409 : tensor<1x1x1x128xf32>
    %417 = stablehlo.multiply %416, %415 : tensor<1x1x1x128xf32>
    %418 = stablehlo.reshape %arg70 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %419 = stablehlo.add %417, %418 : tensor<1x1x1x128xf32>
    %420 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %421 = stablehlo.multiply %408, %420 : tensor<1x4x4x128xf32>
    %422 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %423 = stablehlo.add %421, %422 : tensor<1x4x4x128xf32>
    %424 = call @relu_8(%423) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %425 = stablehlo.convolution(%424, %arg71) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %426 = stablehlo.concatenate %391, %425, dim = 3 : (tensor<1x4x4x256xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x288xf32>
    %427 = stablehlo.reshape %arg412 : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %428 = stablehlo.reshape %arg413 : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %cst_27 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x1x288xf32>
    %430 = stablehlo.add %428, %429 : tensor<1x1x1x288xf32>
    %431 = stablehlo.rsqrt %430 : tensor<1x1x1x288xf32>
    %432 = stablehlo.reshape %arg72 : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<1x1x1x288xf32>
    %434 = stablehlo.negate %427 : tensor<1x1x1x288xf32>
    %435 = stablehlo.multiply %434, %433 : tensor<1x1x1x288xf32>
    %436 = stablehlo.reshape %arg73 : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %437 = stablehlo.add %435, %436 : tensor<1x1x1x288xf32>
    %438 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2, 3] : (tensor<1x1x1x288xf32>) -> tensor<1x4x4x288xf32>
    %439 = stablehlo.multiply %426, %438 : tensor<1x4x4x288xf32>
    %440 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2, 3] : (tensor<1x1x1x288xf32>) -> tensor<1x4x4x288xf32>
    %441 = stablehlo.add %439, %440 : tensor<1x4x4x288xf32>
    %442 = call @relu_13(%441) : (tensor<1x4x4x288xf32>) -> tensor<1x4x4x288xf32>
    %443 = stablehlo.convolution(%442, %arg74) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x288xf32>, tensor<1x1x288x128xf32>) -> tensor<1x4x4x128xf32>
    %444 = stablehlo.reshape %arg414 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %445 = stablehlo.reshape %arg415 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_28 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %447 = stablehlo.add %445, %446 : tensor<1x1x1x128xf32>
    %448 = stablehlo.rsqrt %447 : tensor<1x1x1x128xf32>
    %449 = stablehlo.reshape %arg75 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %450 = stablehlo.multiply %448, %449 : tensor<1x1x1x128xf32>
    %451 = stablehlo.negate %444 : tensor<1x1x1x128xf32>
    %452 = stablehlo.multiply %451, %450 : tensor<1x1x1x128xf32>
    %453 = stablehlo.reshape %arg76 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %454 = stablehlo.add %452, %453 : tensor<1x1x1x128xf32>
    %455 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %456 = stablehlo.multiply %443, %455 : tensor<1x4x4x128xf32>
    %457 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %458 = stablehlo.add %456, %457 : tensor<1x4x4x128xf32>
    %459 = call @relu_8(%458) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %460 = stablehlo.convolution(%459, %arg77) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %461 = stablehlo.concatenate %426, %460, dim = 3 : (tensor<1x4x4x288xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x320xf32>
    %462 = stablehlo.reshape %arg416 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %463 = stablehlo.reshape %arg417 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %cst_29 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x1x320xf32>
    %465 = stablehlo.add %463, %464 : tensor<1x1x1x320xf32>
    %466 = stablehlo.rsqrt %465 : tensor<1x1x1x320xf32>
    %467 = stablehlo.reshape %arg78 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %468 = stablehlo.multiply %466, %467 : tensor<1x1x1x320xf32>
    %469 = stablehlo.negate %462 : tensor<1x1x1x320xf32>
    %470 = stablehlo.multiply %469, %468 : tensor<1x1x1x320xf32>
    %471 = stablehlo.reshape %arg79 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %472 = stablehlo.add %470, %471 : tensor<1x1x1x320xf32>
    %473 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xf32>) -> tensor<1x4x4x320xf32>
    %474 = stablehlo.multiply %461, %473 : tensor<1x4x4x320xf32>
    %475 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xf32>) -> tensor<1x4x4x320xf32>
    %476 = stablehlo.add %474, %475 : tensor<1x4x4x320xf32>
    %477 = call @relu_14(%476) : (tensor<1x4x4x320xf32>) -> tensor<1x4x4x320xf32>
    %478 = stablehlo.convolution(%477, %arg80) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x320xf32>, tensor<1x1x320x128xf32>) -> tensor<1x4x4x128xf32>
    %479 = stablehlo.reshape %arg418 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %480 = stablehlo.reshape %arg419 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_30 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %482 = stablehlo.add %480, %481 : tensor<1x1x1x128xf32>
    %483 = stablehlo.rsqrt %482 : tensor<1x1x1x128xf32>
    %484 = stablehlo.reshape %arg81 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %485 = stablehlo.multiply %483, %484 : tensor<1x1x1x128xf32>
    %486 = stablehlo.negate %479 : tensor<1x1x1x128xf32>
    %487 = stablehlo.multiply %486, %485 : tensor<1x1x1x128xf32>
    %488 = stablehlo.reshape %arg82 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %489 = stablehlo.add %487, %488 : tensor<1x1x1x128xf32>
    %490 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %491 = stablehlo.multiply %478, %490 : tensor<1x4x4x128xf32>
    %492 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %493 = stablehlo.add %491, %492 : tensor<1x4x4x128xf32>
    %494 = call @relu_8(%493) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %495 = stablehlo.convolution(%494, %arg83) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %496 = stablehlo.concatenate %461, %495, dim = 3 : (tensor<1x4x4x320xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x352xf32>
    %497 = stablehlo.reshape %arg420 : (tensor<352xf32>) -> tensor<1x1x1x352xf32>
    %498 = stablehlo.reshape %arg421 : (tensor<352xf32>) -> tensor<1x1x1x352xf32>
    %cst_31 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x352xf32>
    %500 = stablehlo.add %498, %499 : tensor<1x1x1x352xf32>
    %501 = stablehlo.rsqrt %500 : tensor<1x1x1x352xf32>
    %502 = stablehlo.reshape %arg84 : (tensor<352xf32>) -> tensor<1x1x1x352xf32>
    %503 = stablehlo.multiply %501, %502 : tensor<1x1x1x352xf32>
    %504 = stablehlo.negate %497 : tensor<1x1x1x352xf32>
    %505 = stablehlo.multiply %504, %503 : tensor<1x1x1x352xf32>
    %506 = stablehlo.reshape %arg85 : (tensor<352xf32>) -> tensor<1x1x1x352xf32>
    %507 = stablehlo.add %505, %506 : tensor<1x1x1x352xf32>
    %508 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x1x1x352xf32>) -> tensor<1x4x4x352xf32>
    %509 = stablehlo.multiply %496, %508 : tensor<1x4x4x352xf32>
    %510 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2, 3] : (tensor<1x1x1x352xf32>) -> tensor<1x4x4x352xf32>
    %511 = stablehlo.add %509, %510 : tensor<1x4x4x352xf32>
    %512 = call @relu_15(%511) : (tensor<1x4x4x352xf32>) -> tensor<1x4x4x352xf32>
    %513 = stablehlo.convolution(%512, %arg86) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x352xf32>, tensor<1x1x352x128xf32>) -> tensor<1x4x4x128xf32>
    %514 = stablehlo.reshape %arg422 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %515 = stablehlo.reshape %arg423 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_32 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %517 = stablehlo.add %515, %516 : tensor<1x1x1x128xf32>
    %518 = stablehlo.rsqrt %517 : tensor<1x1x1x128xf32>
    %519 = stablehlo.reshape %arg87 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %520 = stablehlo.multiply %518, %519 : tensor<1x1x1x128xf32>
    %521 = stablehlo.negate %514 : tensor<1x1x1x128xf32>
    %522 = stablehlo.multiply %521, %520 : tensor<1x1x1x128xf32>
    %523 = stablehlo.reshape %arg88 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %524 = stablehlo.add %522, %523 : tensor<1x1x1x128xf32>
    %525 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %526 = stablehlo.multiply %513, %525 : tensor<1x4x4x128xf32>
    %527 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %528 = stablehlo.add %526, %527 : tensor<1x4x4x128xf32>
    %529 = call @relu_8(%528) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %530 = stablehlo.convolution(%529, %arg89) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %531 = stablehlo.concatenate %496, %530, dim = 3 : (tensor<1x4x4x352xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x384xf32>
    %532 = stablehlo.reshape %arg424 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %533 = stablehlo.reshape %arg425 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_33 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %535 = stablehlo.add %533, %534 : tensor<1x1x1x384xf32>
    %536 = stablehlo.rsqrt %535 : tensor<1x1x1x384xf32>
    %537 = stablehlo.reshape %arg90 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %538 = stablehlo.multiply %536, %537 : tensor<1x1x1x384xf32>
    %539 = stablehlo.negate %532 : tensor<1x1x1x384xf32>
    %540 = stablehlo.multiply %539, %538 : tensor<1x1x1x384xf32>
    %541 = stablehlo.reshape %arg91 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %542 = stablehlo.add %540, %541 : tensor<1x1x1x384xf32>
    %543 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x4x4x384xf32>
    %544 = stablehlo.multiply %531, %543 : tensor<1x4x4x384xf32>
    %545 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x4x4x384xf32>
    %546 = stablehlo.add %544, %545 : tensor<1x4x4x384xf32>
    %547 = call @relu_16(%546) : (tensor<1x4x4x384xf32>) -> tensor<1x4x4x384xf32>
    %548 = stablehlo.convolution(%547, %arg92) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x384xf32>, tensor<1x1x384x128xf32>) -> tensor<1x4x4x128xf32>
    %549 = stablehlo.reshape %arg426 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %550 = stablehlo.reshape %arg427 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_34 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %552 = stablehlo.add %550, %551 : tensor<1x1x1x128xf32>
    %553 = stablehlo.rsqrt %552 : tensor<1x1x1x128xf32>
    %554 = stablehlo.reshape %arg93 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %555 = stablehlo.multiply %553, %554 : tensor<1x1x1x128xf32>
    %556 = stablehlo.negate %549 : tensor<1x1x1x128xf32>
    %557 = stablehlo.multiply %556, %555 : tensor<1x1x1x128xf32>
    %558 = stablehlo.reshape %arg94 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %559 = stablehlo.add %557, %558 : tensor<1x1x1x128xf32>
    %560 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %561 = stablehlo.multiply %548, %560 : tensor<1x4x4x128xf32>
    %562 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %563 = stablehlo.add %561, %562 : tensor<1x4x4x128xf32>
    %564 = call @relu_8(%563) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %565 = stablehlo.convolution(%564, %arg95) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %566 = stablehlo.concatenate %531, %565, dim = 3 : (tensor<1x4x4x384xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x416xf32>
    %567 = stablehlo.reshape %arg428 : (tensor<416xf32>) -> tensor<1x1x1x416xf32>
    %568 = stablehlo.reshape %arg429 : (tensor<416xf32>) -> tensor<1x1x1x416xf32>
    %cst_35 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x416xf32>
    %570 = stablehlo.add %568, %569 : tensor<1x1x1x416xf32>
    %571 = stablehlo.rsqrt %570 : tensor<1x1x1x416xf32>
    %572 = stablehlo.reshape %arg96 : (tensor<416xf32>) -> tensor<1x1x1x416xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<1x1x1x416xf32>
    %574 = stablehlo.negate %567 : tensor<1x1x1x416xf32>
    %575 = stablehlo.multiply %574, %573 : tensor<1x1x1x416xf32>
    %576 = stablehlo.reshape %arg97 : (tensor<416xf32>) -> tensor<1x1x1x416xf32>
    %577 = stablehlo.add %575, %576 : tensor<1x1x1x416xf32>
    %578 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2, 3] : (tensor<1x1x1x416xf32>) -> tensor<1x4x4x416xf32>
    %579 = stablehlo.multiply %566, %578 : tensor<1x4x4x416xf32>
    %580 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2, 3] : (tensor<1x1x1x416xf32>) -> tensor<1x4x4x416xf32>
    %581 = stablehlo.add %579, %580 : tensor<1x4x4x416xf32>
    %582 = call @relu_17(%581) : (tensor<1x4x4x416xf32>) -> tensor<1x4x4x416xf32>
    %583 = stablehlo.convolution(%582, %arg98) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x416xf32>, tensor<1x1x416x128xf32>) -> tensor<1x4x4x128xf32>
    %584 = stablehlo.reshape %arg430 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %585 = stablehlo.reshape %arg431 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_36 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %587 = stablehlo.add %585, %586 : tensor<1x1x1x128xf32>
    %588 = stablehlo.rsqrt %587 : tensor<1x1x1x128xf32>
    %589 = stablehlo.reshape %arg99 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %590 = stablehlo.multiply %588, %589 : tensor<1x1x1x128xf32>
    %591 = stablehlo.negate %584 : tensor<1x1x1x128xf32>
    %592 = stablehlo.multiply %591, %590 : tensor<1x1x1x128xf32>
    %593 = stablehlo.reshape %arg100 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %594 = stablehlo.add %592, %593 : tensor<1x1x1x128xf32>
    %595 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %596 = stablehlo.multiply %583, %595 : tensor<1x4x4x128xf32>
    %597 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %598 = stablehlo.add %596, %597 : tensor<1x4x4x128xf32>
    %599 = call @relu_8(%598) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %600 = stablehlo.convolution(%599, %arg101) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %601 = stablehlo.concatenate %566, %600, dim = 3 : (tensor<1x4x4x416xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x448xf32>
    %602 = stablehlo.reshape %arg432 : (tensor<448xf32>) -> tensor<1x1x1x448xf32>
    %603 = stablehlo.reshape %arg433 : (tensor<448xf32>) -> tensor<1x1x1x448xf32>
    %cst_37 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x448xf32>
    %605 = stablehlo.add %603, %604 : tensor<1x1x1x448xf32>
    %606 = stablehlo.rsqrt %605 : tensor<1x1x1x448xf32>
    %607 = stablehlo.reshape %arg102 : (tensor<448xf32>) -> tensor<1x1x1x448xf32>
    %608 = stablehlo.multiply %606, %607 : tensor<1x1x1x448xf32>
    %609 = stablehlo.negate %602 : tensor<1x1x1x448xf32>
    %610 = stablehlo.multiply %609, %608 : tensor<1x1x1x448xf32>
    %611 = stablehlo.reshape %arg103 : (tensor<448xf32>) -> tensor<1x1x1x448xf32>
    %612 = stablehlo.add %610, %611 : tensor<1x1x1x448xf32>
    %613 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 3] : (tensor<1x1x1x448xf32>) -> tensor<1x4x4x448xf32>
    %614 = stablehlo.multiply %601, %613 : tensor<1x4x4x448xf32>
    %615 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2, 3] : (tensor<1x1x1x448xf32>) -> tensor<1x4x4x448xf32>
    %616 = stablehlo.add %614, %615 : tensor<1x4x4x448xf32>
    %617 = call @relu_18(%616) : (tensor<1x4x4x448xf32>) -> tensor<1x4x4x448xf32>
    %618 = stablehlo.convolution(%617, %arg104) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x448xf32>, tensor<1x1x448x128xf32>) -> tensor<1x4x4x128xf32>
    %619 = stablehlo.reshape %arg434 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %620 = stablehlo.reshape %arg435 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_38 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %622 = stablehlo.add %620, %621 : tensor<1x1x1x128xf32>
    %623 = stablehlo.rsqrt %622 : tensor<1x1x1x128xf32>
    %624 = stablehlo.reshape %arg105 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %625 = stablehlo.multiply %623, %624 : tensor<1x1x1x128xf32>
    %626 = stablehlo.negate %619 : tensor<1x1x1x128xf32>
    %627 = stablehlo.multiply %626, %625 : tensor<1x1x1x128xf32>
    %628 = stablehlo.reshape %arg106 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %629 = stablehlo.add %627, %628 : tensor<1x1x1x128xf32>
    %630 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %631 = stablehlo.multiply %618, %630 : tensor<1x4x4x128xf32>
    %632 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %633 = stablehlo.add %631, %632 : tensor<1x4x4x128xf32>
    %634 = call @relu_8(%633) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %635 = stablehlo.convolution(%634, %arg107) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %636 = stablehlo.concatenate %601, %635, dim = 3 : (tensor<1x4x4x448xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x480xf32>
    %637 = stablehlo.reshape %arg436 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %638 = stablehlo.reshape %arg437 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_39 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %640 = stablehlo.add %638, %639 : tensor<1x1x1x480xf32>
    %641 = stablehlo.rsqrt %640 : tensor<1x1x1x480xf32>
    %642 = stablehlo.reshape %arg108 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %643 = stablehlo.multiply %641, %642 : tensor<1x1x1x480xf32>
    %644 = stablehlo.negate %637 : tensor<1x1x1x480xf32>
    %645 = stablehlo.multiply %644, %643 : tensor<1x1x1x480xf32>
    %646 = stablehlo.reshape %arg109 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %647 = stablehlo.add %645, %646 : tensor<1x1x1x480xf32>
    %648 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x4x4x480xf32>
    %649 = stablehlo.multiply %636, %648 : tensor<1x4x4x480xf32>
    %650 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x4x4x480xf32>
    %651 = stablehlo.add %649, %650 : tensor<1x4x4x480xf32>
    %652 = call @relu_19(%651) : (tensor<1x4x4x480xf32>) -> tensor<1x4x4x480xf32>
    %653 = stablehlo.convolution(%652, %arg110) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x480xf32>, tensor<1x1x480x128xf32>) -> tensor<1x4x4x128xf32>
    %654 = stablehlo.reshape %arg438 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %655 = stablehlo.reshape %arg439 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_40 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %657 = stablehlo.add %655, %656 : tensor<1x1x1x128xf32>
    %658 = stablehlo.rsqrt %657 : tensor<1x1x1x128xf32>
    %659 = stablehlo.reshape %arg111 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %660 = stablehlo.multiply %658, %659 : tensor<1x1x1x128xf32>
    %661 = stablehlo.negate %654 : tensor<1x1x1x128xf32>
    %662 = stablehlo.multiply %661, %660 : tensor<1x1x1x128xf32>
    %663 = stablehlo.reshape %arg112 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %664 = stablehlo.add %662, %663 : tensor<1x1x1x128xf32>
    %665 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %666 = stablehlo.multiply %653, %665 : tensor<1x4x4x128xf32>
    %667 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %668 = stablehlo.add %666, %667 : tensor<1x4x4x128xf32>
    %669 = call @relu_8(%668) : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %670 = stablehlo.convolution(%669, %arg113) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x4x4x32xf32>
    %671 = stablehlo.concatenate %636, %670, dim = 3 : (tensor<1x4x4x480xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x512xf32>
    %672 = stablehlo.reshape %arg440 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %673 = stablehlo.reshape %arg441 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_41 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %675 = stablehlo.add %673, %674 : tensor<1x1x1x512xf32>
    %676 = stablehlo.rsqrt %675 : tensor<1x1x1x512xf32>
    %677 = stablehlo.reshape %arg114 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %678 = stablehlo.multiply %676, %677 : tensor<1x1x1x512xf32>
    %679 = stablehlo.negate %672 : tensor<1x1x1x512xf32>
    %680 = stablehlo.multiply %679, %678 : tensor<1x1x1x512xf32>
    %681 = stablehlo.reshape %arg115 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %682 = stablehlo.add %680, %681 : tensor<1x1x1x512xf32>
    %683 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %684 = stablehlo.multiply %671, %683 : tensor<1x4x4x512xf32>
    %685 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %686 = stablehlo.add %684, %685 : tensor<1x4x4x512xf32>
    %687 = call @relu_20(%686) : (tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %688 = stablehlo.convolution(%687, %arg116) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x512xf32>, tensor<1x1x512x256xf32>) -> tensor<1x4x4x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<f32>
    %690 = "stablehlo.reduce_window"(%688, %689) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg607: tensor<f32>, %arg608: tensor<f32>):
      %2081 = stablehlo.add %arg607, %arg608 : tensor<f32>
      stablehlo.return %2081 : tensor<f32>
    }) : (tensor<1x4x4x256xf32>, tensor<f32>) -> tensor<1x2x2x256xf32>
    %cst_43 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x2x2x256xf32>
    %692 = stablehlo.divide %690, %691 : tensor<1x2x2x256xf32>
    %693 = stablehlo.reshape %arg442 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %694 = stablehlo.reshape %arg443 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_44 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %696 = stablehlo.add %694, %695 : tensor<1x1x1x256xf32>
    %697 = stablehlo.rsqrt %696 : tensor<1x1x1x256xf32>
    %698 = stablehlo.reshape %arg117 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %699 = stablehlo.multiply %697, %698 : tensor<1x1x1x256xf32>
    %700 = stablehlo.negate %693 : tensor<1x1x1x256xf32>
    %701 = stablehlo.multiply %700, %699 : tensor<1x1x1x256xf32>
    %702 = stablehlo.reshape %arg118 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %703 = stablehlo.add %701, %702 : tensor<1x1x1x256xf32>
    %704 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %705 = stablehlo.multiply %692, %704 : tensor<1x2x2x256xf32>
    %706 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %707 = stablehlo.add %705, %706 : tensor<1x2x2x256xf32>
    %708 = call @relu_21(%707) : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %709 = stablehlo.convolution(%708, %arg119) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x256xf32>, tensor<1x1x256x128xf32>) -> tensor<1x2x2x128xf32>
    %710 = stablehlo.reshape %arg444 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %711 = stablehlo.reshape %arg445 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_45 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %713 = stablehlo.add %711, %712 : tensor<1x1x1x128xf32>
    %714 = stablehlo.rsqrt %713 : tensor<1x1x1x128xf32>
    %715 = stablehlo.reshape %arg120 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %716 = stablehlo.multiply %714, %715 : tensor<1x1x1x128xf32>
    %717 = stablehlo.negate %710 : tensor<1x1x1x128xf32>
    %718 = stablehlo.multiply %717, %716 : tensor<1x1x1x128xf32>
    %719 = stablehlo.reshape %arg121 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %720 = stablehlo.add %718, %719 : tensor<1x1x1x128xf32>
    %721 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %722 = stablehlo.multiply %709, %721 : tensor<1x2x2x128xf32>
    %723 = stablehlo.broadcast_in_dim %720, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %724 = stablehlo.add %722, %723 : tensor<1x2x2x128xf32>
    %725 = call @relu_22(%724) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %726 = stablehlo.convolution(%725, %arg122) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %727 = stablehlo.concatenate %692, %726, dim = 3 : (tensor<1x2x2x256xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x288xf32>
    %728 = stablehlo.reshape %arg446 : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %729 = stablehlo.reshape %arg447 : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %cst_46 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x1x1x288xf32>
    %731 = stablehlo.add %729, %730 : tensor<1x1x1x288xf32>
    %732 = stablehlo.rsqrt %731 : tensor<1x1x1x288xf32>
    %733 = stablehlo.reshape %arg123 : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<1x1x1x288xf32>
    %735 = stablehlo.negate %728 : tensor<1x1x1x288xf32>
    %736 = stablehlo.multiply %735, %734 : tensor<1x1x1x288xf32>
    %737 = stablehlo.reshape %arg124 : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %738 = stablehlo.add %736, %737 : tensor<1x1x1x288xf32>
    %739 = stablehlo.broadcast_in_dim %734, dims = [0, 1, 2, 3] : (tensor<1x1x1x288xf32>) -> tensor<1x2x2x288xf32>
    %740 = stablehlo.multiply %727, %739 : tensor<1x2x2x288xf32>
    %741 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<1x1x1x288xf32>) -> tensor<1x2x2x288xf32>
    %742 = stablehlo.add %740, %741 : tensor<1x2x2x288xf32>
    %743 = call @relu_23(%742) : (tensor<1x2x2x288xf32>) -> tensor<1x2x2x288xf32>
    %744 = stablehlo.convolution(%743, %arg125) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x288xf32>, tensor<1x1x288x128xf32>) -> tensor<1x2x2x128xf32>
    %745 = stablehlo.reshape %arg448 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %746 = stablehlo.reshape %arg449 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_47 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %748 = stablehlo.add %746, %747 : tensor<1x1x1x128xf32>
    %749 = stablehlo.rsqrt %748 : tensor<1x1x1x128xf32>
    %750 = stablehlo.reshape %arg126 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %751 = stablehlo.multiply %749, %750 : tensor<1x1x1x128xf32>
    %752 = stablehlo.negate %745 : tensor<1x1x1x128xf32>
    %753 = stablehlo.multiply %752, %751 : tensor<1x1x1x128xf32>
    %754 = stablehlo.reshape %arg127 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %755 = stablehlo.add %753, %754 : tensor<1x1x1x128xf32>
    %756 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %757 = stablehlo.multiply %744, %756 : tensor<1x2x2x128xf32>
    %758 = stablehlo.broadcast_in_dim %755, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %759 = stablehlo.add %757, %758 : tensor<1x2x2x128xf32>
    %760 = call @relu_22(%759) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %761 = stablehlo.convolution(%760, %arg128) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %762 = stablehlo.concatenate %727, %761, dim = 3 : (tensor<1x2x2x288xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x320xf32>
    %763 = stablehlo.reshape %arg450 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %764 = stablehlo.reshape %arg451 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %cst_48 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x1x320xf32>
    %766 = stablehlo.add %764, %765 : tensor<1x1x1x320xf32>
    %767 = stablehlo.rsqrt %766 : tensor<1x1x1x320xf32>
    %768 = stablehlo.reshape %arg129 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %769 = stablehlo.multiply %767, %768 : tensor<1x1x1x320xf32>
    %770 = stablehlo.negate %763 : tensor<1x1x1x320xf32>
    %771 = stablehlo.multiply %770, %769 : tensor<1x1x1x320xf32>
    %772 = stablehlo.reshape %arg130 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %773 = stablehlo.add %771, %772 : tensor<1x1x1x320xf32>
    %774 = stablehlo.broadcast_in_dim %769, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xf32>) -> tensor<1x2x2x320xf32>
    %775 = stablehlo.multiply %762, %774 : tensor<1x2x2x320xf32>
    %776 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xf32>) -> tensor<1x2x2x320xf32>
    %777 = stablehlo.add %775, %776 : tensor<1x2x2x320xf32>
    %778 = call @relu_24(%777) : (tensor<1x2x2x320xf32>) -> tensor<1x2x2x320xf32>
    %779 = stablehlo.convolution(%778, %arg131) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x320xf32>, tensor<1x1x320x128xf32>) -> tensor<1x2x2x128xf32>
    %780 = stablehlo.reshape %arg452 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %781 = stablehlo.reshape %arg453 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_49 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %783 = stablehlo.add %781, %782 : tensor<1x1x1x128xf32>
    %784 = stablehlo.rsqrt %783 : tensor<1x1x1x128xf32>
    %785 = stablehlo.reshape %arg132 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %786 = stablehlo.multiply %784, %785 : tensor<1x1x1x128xf32>
    %787 = stablehlo.negate %780 : tensor<1x1x1x128xf32>
    %788 = stablehlo.multiply %787, %786 : tensor<1x1x1x128xf32>
    %789 = stablehlo.reshape %arg133 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %790 = stablehlo.add %788, %789 : tensor<1x1x1x128xf32>
    %791 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %792 = stablehlo.multiply %779, %791 : tensor<1x2x2x128xf32>
    %793 = stablehlo.broadcast_in_dim %790, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %794 = stablehlo.add %792, %793 : tensor<1x2x2x128xf32>
    %795 = call @relu_22(%794) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %796 = stablehlo.convolution(%795, %arg134) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %797 = stablehlo.concatenate %762, %796, dim = 3 : (tensor<1x2x2x320xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x352xf32>
    %798 = stablehlo.reshape %arg454 : (tensor<352xf32>) -> tensor<1x1x1x352xf32>
    %799 = stablehlo.reshape %arg455 : (tensor<352xf32>) -> tensor<1x1x1x352xf32>
    %cst_50 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x1x352xf32>
    %801 = stablehlo.add %799, %800 : tensor<1x1x1x352xf32>
    %802 = stablehlo.rsqrt %801 : tensor<1x1x1x352xf32>
    %803 = stablehlo.reshape %arg135 : (tensor<352xf32>) -> tensor<1x1x1x352xf32>
    %804 = stablehlo.multiply %802, %803 : tensor<1x1x1x352xf32>
    %805 = stablehlo.negate %798 : tensor<1x1x1x352xf32>
    %806 = stablehlo.multiply %805, %804 : tensor<1x1x1x352xf32>
    %807 = stablehlo.reshape %arg136 : (tensor<352xf32>) -> tensor<1x1x1x352xf32>
    %808 = stablehlo.add %806, %807 : tensor<1x1x1x352xf32>
    %809 = stablehlo.broadcast_in_dim %804, dims = [0, 1, 2, 3] : (tensor<1x1x1x352xf32>) -> tensor<1x2x2x352xf32>
    %810 = stablehlo.multiply %797, %809 : tensor<1x2x2x352xf32>
    %811 = stablehlo.broadcast_in_dim %808, dims = [0, 1, 2, 3] : (tensor<1x1x1x352xf32>) -> tensor<1x2x2x352xf32>
    %812 = stablehlo.add %810, %811 : tensor<1x2x2x352xf32>
    %813 = call @relu_25(%812) : (tensor<1x2x2x352xf32>) -> tensor<1x2x2x352xf32>
    %814 = stablehlo.convolution(%813, %arg137) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x352xf32>, tensor<1x1x352x128xf32>) -> tensor<1x2x2x128xf32>
    %815 = stablehlo.reshape %arg456 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %816 = stablehlo.reshape %arg457 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_51 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %818 = stablehlo.add %816, %817 : tensor<1x1x1x128xf32>
    %819 = stablehlo.rsqrt %818 : tensor<1x1x1x128xf32>
    %820 = stablehlo.reshape %arg138 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %821 = stablehlo.multiply %819, %820 : tensor<1x1x1x128xf32>
    %822 = stablehlo.negate %815 : tensor<1x1x1x128xf32>
    %823 = stablehlo.multiply %822, %821 : tensor<1x1x1x128xf32>
    %824 = stablehlo.reshape %arg139 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %825 = stablehlo.add %823, %824 : tensor<1x1x1x128xf32>
    %826 = stablehlo.broadcast_in_dim %821, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %827 = stablehlo.multiply %814, %826 : tensor<1x2x2x128xf32>
    %828 = stablehlo.broadcast_in_dim %825, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %829 = stablehlo.add %827, %828 : tensor<1x2x2x128xf32>
    %830 = call @relu_22(%829) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %831 = stablehlo.convolution(%830, %arg140) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %832 = stablehlo.concatenate %797, %831, dim = 3 : (tensor<1x2x2x352xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x384xf32>
    %833 = stablehlo.reshape %arg458 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %834 = stablehlo.reshape %arg459 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_52 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %836 = stablehlo.add %834, %835 : tensor<1x1x1x384xf32>
    %837 = stablehlo.rsqrt %836 : tensor<1x1x1x384xf32>
    %838 = stablehlo.reshape %arg141 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %839 = stablehlo.multiply %837, %838 : tensor<1x1x1x384xf32>
    %840 = stablehlo.negate %833 : tensor<1x1x1x384xf32>
    %841 = stablehlo.multiply %840, %839 : tensor<1x1x1x384xf32>
    %842 = stablehlo.reshape %arg142 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %843 = stablehlo.add %841, %842 : tensor<1x1x1x384xf32>
    %844 = stablehlo.broadcast_in_dim %839, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %845 = stablehlo.multiply %832, %844 : tensor<1x2x2x384xf32>
    %846 = stablehlo.broadcast_in_dim %843, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %847 = stablehlo.add %845, %846 : tensor<1x2x2x384xf32>
    %848 = call @relu_26(%847) : (tensor<1x2x2x384xf32>) -> tensor<1x2x2x384xf32>
    %849 = stablehlo.convolution(%848, %arg143) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<1x1x384x128xf32>) -> tensor<1x2x2x128xf32>
    %850 = stablehlo.reshape %arg460 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %851 = stablehlo.reshape %arg461 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_53 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %853 = stablehlo.add %851, %852 : tensor<1x1x1x128xf32>
    %854 = stablehlo.rsqrt %853 : tensor<1x1x1x128xf32>
    %855 = stablehlo.reshape %arg144 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %856 = stablehlo.multiply %854, %855 : tensor<1x1x1x128xf32>
    %857 = stablehlo.negate %850 : tensor<1x1x1x128xf32>
    %858 = stablehlo.multiply %857, %856 : tensor<1x1x1x128xf32>
    %859 = stablehlo.reshape %arg145 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %860 = stablehlo.add %858, %859 : tensor<1x1x1x128xf32>
    %861 = stablehlo.broadcast_in_dim %856, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %862 = stablehlo.multiply %849, %861 : tensor<1x2x2x128xf32>
    %863 = stablehlo.broadcast_in_dim %860, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %864 = stablehlo.add %862, %863 : tensor<1x2x2x128xf32>
    %865 = call @relu_22(%864) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %866 = stablehlo.convolution(%865, %arg146) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %867 = stablehlo.concatenate %832, %866, dim = 3 : (tensor<1x2x2x384xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x416xf32>
    %868 = stablehlo.reshape %arg462 : (tensor<416xf32>) -> tensor<1x1x1x416xf32>
    %869 = stablehlo.reshape %arg463 : (tensor<416xf32>) -> tensor<1x1x1x416xf32>
    %cst_54 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1x1x416xf32>
    %871 = stablehlo.add %869, %870 : tensor<1x1x1x416xf32>
    %872 = stablehlo.rsqrt %871 : tensor<1x1x1x416xf32>
    %873 = stablehlo.reshape %arg147 : (tensor<416xf32>) -> tensor<1x1x1x416xf32>
    %874 = stablehlo.multiply %872, %873 : tensor<1x1x1x416xf32>
    %875 = stablehlo.negate %868 : tensor<1x1x1x416xf32>
    %876 = stablehlo.multiply %875, %874 : tensor<1x1x1x416xf32>
    %877 = stablehlo.reshape %arg148 : (tensor<416xf32>) -> tensor<1x1x1x416xf32>
    %878 = stablehlo.add %876, %877 : tensor<1x1x1x416xf32>
    %879 = stablehlo.broadcast_in_dim %874, dims = [0, 1, 2, 3] : (tensor<1x1x1x416xf32>) -> tensor<1x2x2x416xf32>
    %880 = stablehlo.multiply %867, %879 : tensor<1x2x2x416xf32>
    %881 = stablehlo.broadcast_in_dim %878, dims = [0, 1, 2, 3] : (tensor<1x1x1x416xf32>) -> tensor<1x2x2x416xf32>
    %882 = stablehlo.add %880, %881 : tensor<1x2x2x416xf32>
    %883 = call @relu_27(%882) : (tensor<1x2x2x416xf32>) -> tensor<1x2x2x416xf32>
    %884 = stablehlo.convolution(%883, %arg149) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x416xf32>, tensor<1x1x416x128xf32>) -> tensor<1x2x2x128xf32>
    %885 = stablehlo.reshape %arg464 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %886 = stablehlo.reshape %arg465 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_55 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %888 = stablehlo.add %886, %887 : tensor<1x1x1x128xf32>
    %889 = stablehlo.rsqrt %888 : tensor<1x1x1x128xf32>
    %890 = stablehlo.reshape %arg150 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %891 = stablehlo.multiply %889, %890 : tensor<1x1x1x128xf32>
    %892 = stablehlo.negate %885 : tensor<1x1x1x128xf32>
    %893 = stablehlo.multiply %892, %891 : tensor<1x1x1x128xf32>
    %894 = stablehlo.reshape %arg151 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %895 = stablehlo.add %893, %894 : tensor<1x1x1x128xf32>
    %896 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %897 = stablehlo.multiply %884, %896 : tensor<1x2x2x128xf32>
    %898 = stablehlo.broadcast_in_dim %895, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %899 = stablehlo.add %897, %898 : tensor<1x2x2x128xf32>
    %900 = call @relu_22(%899) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %901 = stablehlo.convolution(%900, %arg152) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %902 = stablehlo.concatenate %867, %901, dim = 3 : (tensor<1x2x2x416xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x448xf32>
    %903 = stablehlo.reshape %arg466 : (tensor<448xf32>) -> tensor<1x1x1x448xf32>
    %904 = stablehlo.reshape %arg467 : (tensor<448xf32>) -> tensor<1x1x1x448xf32>
    %cst_56 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1x1x448xf32>
    %906 = stablehlo.add %904, %905 : tensor<1x1x1x448xf32>
    %907 = stablehlo.rsqrt %906 : tensor<1x1x1x448xf32>
    %908 = stablehlo.reshape %arg153 : (tensor<448xf32>) -> tensor<1x1x1x448xf32>
    %909 = stablehlo.multiply %907, %908 : tensor<1x1x1x448xf32>
    %910 = stablehlo.negate %903 : tensor<1x1x1x448xf32>
    %911 = stablehlo.multiply %910, %909 : tensor<1x1x1x448xf32>
    %912 = stablehlo.reshape %arg154 : (tensor<448xf32>) -> tensor<1x1x1x448xf32>
    %913 = stablehlo.add %911, %912 : tensor<1x1x1x448xf32>
    %914 = stablehlo.broadcast_in_dim %909, dims = [0, 1, 2, 3] : (tensor<1x1x1x448xf32>) -> tensor<1x2x2x448xf32>
    %915 = stablehlo.multiply %902, %914 : tensor<1x2x2x448xf32>
    %916 = stablehlo.broadcast_in_dim %913, dims = [0, 1, 2, 3] : (tensor<1x1x1x448xf32>) -> tensor<1x2x2x448xf32>
    %917 = stablehlo.add %915, %916 : tensor<1x2x2x448xf32>
    %918 = call @relu_28(%917) : (tensor<1x2x2x448xf32>) -> tensor<1x2x2x448xf32>
    %919 = stablehlo.convolution(%918, %arg155) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x448xf32>, tensor<1x1x448x128xf32>) -> tensor<1x2x2x128xf32>
    %920 = stablehlo.reshape %arg468 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %921 = stablehlo.reshape %arg469 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_57 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %923 = stablehlo.add %921, %922 : tensor<1x1x1x128xf32>
    %924 = stablehlo.rsqrt %923 : tensor<1x1x1x128xf32>
    %925 = stablehlo.reshape %arg156 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %926 = stablehlo.multiply %924, %925 : tensor<1x1x1x128xf32>
    %927 = stablehlo.negate %920 : tensor<1x1x1x128xf32>
    %928 = stablehlo.multiply %927, %926 : tensor<1x1x1x128xf32>
    %929 = stablehlo.reshape %arg157 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %930 = stablehlo.add %928, %929 : tensor<1x1x1x128xf32>
    %931 = stablehlo.broadcast_in_dim %926, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %932 = stablehlo.multiply %919, %931 : tensor<1x2x2x128xf32>
    %933 = stablehlo.broadcast_in_dim %930, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %934 = stablehlo.add %932, %933 : tensor<1x2x2x128xf32>
    %935 = call @relu_22(%934) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %936 = stablehlo.convolution(%935, %arg158) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %937 = stablehlo.concatenate %902, %936, dim = 3 : (tensor<1x2x2x448xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x480xf32>
    %938 = stablehlo.reshape %arg470 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %939 = stablehlo.reshape %arg471 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_58 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %941 = stablehlo.add %939, %940 : tensor<1x1x1x480xf32>
    %942 = stablehlo.rsqrt %941 : tensor<1x1x1x480xf32>
    %943 = stablehlo.reshape %arg159 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %944 = stablehlo.multiply %942, %943 : tensor<1x1x1x480xf32>
    %945 = stablehlo.negate %938 : tensor<1x1x1x480xf32>
    %946 = stablehlo.multiply %945, %944 : tensor<1x1x1x480xf32>
    %947 = stablehlo.reshape %arg160 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %948 = stablehlo.add %946, %947 : tensor<1x1x1x480xf32>
    %949 = stablehlo.broadcast_in_dim %944, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %950 = stablehlo.multiply %937, %949 : tensor<1x2x2x480xf32>
    %951 = stablehlo.broadcast_in_dim %948, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %952 = stablehlo.add %950, %951 : tensor<1x2x2x480xf32>
    %953 = call @relu_29(%952) : (tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32>
    %954 = stablehlo.convolution(%953, %arg161) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x480xf32>, tensor<1x1x480x128xf32>) -> tensor<1x2x2x128xf32>
    %955 = stablehlo.reshape %arg472 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %956 = stablehlo.reshape %arg473 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_59 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %958 = stablehlo.add %956, %957 : tensor<1x1x1x128xf32>
    %959 = stablehlo.rsqrt %958 : tensor<1x1x1x128xf32>
    %960 = stablehlo.reshape %arg162 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %961 = stablehlo.multiply %959, %960 : tensor<1x1x1x128xf32>
    %962 = stablehlo.negate %955 : tensor<1x1x1x128xf32>
    %963 = stablehlo.multiply %962, %961 : tensor<1x1x1x128xf32>
    %964 = stablehlo.reshape %arg163 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %965 = stablehlo.add %963, %964 : tensor<1x1x1x128xf32>
    %966 = stablehlo.broadcast_in_dim %961, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %967 = stablehlo.multiply %954, %966 : tensor<1x2x2x128xf32>
    %968 = stablehlo.broadcast_in_dim %965, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %969 = stablehlo.add %967, %968 : tensor<1x2x2x128xf32>
    %970 = call @relu_22(%969) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %971 = stablehlo.convolution(%970, %arg164) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %972 = stablehlo.concatenate %937, %971, dim = 3 : (tensor<1x2x2x480xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x512xf32>
    %973 = stablehlo.reshape %arg474 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %974 = stablehlo.reshape %arg475 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_60 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %976 = stablehlo.add %974, %975 : tensor<1x1x1x512xf32>
    %977 = stablehlo.rsqrt %976 : tensor<1x1x1x512xf32>
    %978 = stablehlo.reshape %arg165 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %979 = stablehlo.multiply %977, %978 : tensor<1x1x1x512xf32>
    %980 = stablehlo.negate %973 : tensor<1x1x1x512xf32>
    %981 = stablehlo.multiply %980, %979 : tensor<1x1x1x512xf32>
    %982 = stablehlo.reshape %arg166 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %983 = stablehlo.add %981, %982 : tensor<1x1x1x512xf32>
    %984 = stablehlo.broadcast_in_dim %979, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %985 = stablehlo.multiply %972, %984 : tensor<1x2x2x512xf32>
    %986 = stablehlo.broadcast_in_dim %983, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %987 = stablehlo.add %985, %986 : tensor<1x2x2x512xf32>
    %988 = call @relu_30(%987) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %989 = stablehlo.convolution(%988, %arg167) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<1x1x512x128xf32>) -> tensor<1x2x2x128xf32>
    %990 = stablehlo.reshape %arg476 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %991 = stablehlo.reshape %arg477 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_61 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %993 = stablehlo.add %991, %992 : tensor<1x1x1x128xf32>
    %994 = stablehlo.rsqrt %993 : tensor<1x1x1x128xf32>
    %995 = stablehlo.reshape %arg168 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %996 = stablehlo.multiply %994, %995 : tensor<1x1x1x128xf32>
    %997 = stablehlo.negate %990 : tensor<1x1x1x128xf32>
    %998 = stablehlo.multiply %997, %996 : tensor<1x1x1x128xf32>
    %999 = stablehlo.reshape %arg169 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1000 = stablehlo.add %998, %999 : tensor<1x1x1x128xf32>
    %1001 = stablehlo.broadcast_in_dim %996, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1002 = stablehlo.multiply %989, %1001 : tensor<1x2x2x128xf32>
    %1003 = stablehlo.broadcast_in_dim %1000, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1004 = stablehlo.add %1002, %1003 : tensor<1x2x2x128xf32>
    %1005 = call @relu_22(%1004) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1006 = stablehlo.convolution(%1005, %arg170) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1007 = stablehlo.concatenate %972, %1006, dim = 3 : (tensor<1x2x2x512xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x544xf32>
    %1008 = stablehlo.reshape %arg478 : (tensor<544xf32>) -> tensor<1x1x1x544xf32>
    %1009 = stablehlo.reshape %arg479 : (tensor<544xf32>) -> tensor<1x1x1x544xf32>
    %cst_62 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x1x544xf32>
    %1011 = stablehlo.add %1009, %1010 : tensor<1x1x1x544xf32>
    %1012 = stablehlo.rsqrt %1011 : tensor<1x1x1x544xf32>
    %1013 = stablehlo.reshape %arg171 : (tensor<544xf32>) -> tensor<1x1x1x544xf32>
    %1014 = stablehlo.multiply %1012, %1013 : tensor<1x1x1x544xf32>
    %1015 = stablehlo.negate %1008 : tensor<1x1x1x544xf32>
    %1016 = stablehlo.multiply %1015, %1014 : tensor<1x1x1x544xf32>
    %1017 = stablehlo.reshape %arg172 : (tensor<544xf32>) -> tensor<1x1x1x544xf32>
    %1018 = stablehlo.add %1016, %1017 : tensor<1x1x1x544xf32>
    %1019 = stablehlo.broadcast_in_dim %1014, dims = [0, 1, 2, 3] : (tensor<1x1x1x544xf32>) -> tensor<1x2x2x544xf32>
    %1020 = stablehlo.multiply %1007, %1019 : tensor<1x2x2x544xf32>
    %1021 = stablehlo.broadcast_in_dim %1018, dims = [0, 1, 2, 3] : (tensor<1x1x1x544xf32>) -> tensor<1x2x2x544xf32>
    %1022 = stablehlo.add %1020, %1021 : tensor<1x2x2x544xf32>
    %1023 = call @relu_31(%1022) : (tensor<1x2x2x544xf32>) -> tensor<1x2x2x544xf32>
    %1024 = stablehlo.convolution(%1023, %arg173) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x544xf32>, tensor<1x1x544x128xf32>) -> tensor<1x2x2x128xf32>
    %1025 = stablehlo.reshape %arg480 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1026 = stablehlo.reshape %arg481 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_63 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1028 = stablehlo.add %1026, %1027 : tensor<1x1x1x128xf32>
    %1029 = stablehlo.rsqrt %1028 : tensor<1x1x1x128xf32>
    %1030 = stablehlo.reshape %arg174 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1031 = stablehlo.multiply %1029, %1030 : tensor<1x1x1x128xf32>
    %1032 = stablehlo.negate %1025 : tensor<1x1x1x128xf32>
    %1033 = stablehlo.multiply %1032, %1031 : tensor<1x1x1x128xf32>
    %1034 = stablehlo.reshape %arg175 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1035 = stablehlo.add %1033, %1034 : tensor<1x1x1x128xf32>
    %1036 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1037 = stablehlo.multiply %1024, %1036 : tensor<1x2x2x128xf32>
    %1038 = stablehlo.broadcast_in_dim %1035, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<1x2x2x128xf32>
    %1040 = call @relu_22(%1039) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1041 = stablehlo.convolution(%1040, %arg176) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1042 = stablehlo.concatenate %1007, %1041, dim = 3 : (tensor<1x2x2x544xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x576xf32>
    %1043 = stablehlo.reshape %arg482 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %1044 = stablehlo.reshape %arg483 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %cst_64 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %1046 = stablehlo.add %1044, %1045 : tensor<1x1x1x576xf32>
    %1047 = stablehlo.rsqrt %1046 : tensor<1x1x1x576xf32>
    %1048 = stablehlo.reshape %arg177 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %1049 = stablehlo.multiply %1047, %1048 : tensor<1x1x1x576xf32>
    %1050 = stablehlo.negate %1043 : tensor<1x1x1x576xf32>
    %1051 = stablehlo.multiply %1050, %1049 : tensor<1x1x1x576xf32>
    %1052 = stablehlo.reshape %arg178 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<1x1x1x576xf32>
    %1054 = stablehlo.broadcast_in_dim %1049, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %1055 = stablehlo.multiply %1042, %1054 : tensor<1x2x2x576xf32>
    %1056 = stablehlo.broadcast_in_dim %1053, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %1057 = stablehlo.add %1055, %1056 : tensor<1x2x2x576xf32>
    %1058 = call @relu_32(%1057) : (tensor<1x2x2x576xf32>) -> tensor<1x2x2x576xf32>
    %1059 = stablehlo.convolution(%1058, %arg179) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x576xf32>, tensor<1x1x576x128xf32>) -> tensor<1x2x2x128xf32>
    %1060 = stablehlo.reshape %arg484 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1061 = stablehlo.reshape %arg485 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_65 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1063 = stablehlo.add %1061, %1062 : tensor<1x1x1x128xf32>
    %1064 = stablehlo.rsqrt %1063 : tensor<1x1x1x128xf32>
    %1065 = stablehlo.reshape %arg180 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1066 = stablehlo.multiply %1064, %1065 : tensor<1x1x1x128xf32>
    %1067 = stablehlo.negate %1060 : tensor<1x1x1x128xf32>
    %1068 = stablehlo.multiply %1067, %1066 : tensor<1x1x1x128xf32>
    %1069 = stablehlo.reshape %arg181 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1070 = stablehlo.add %1068, %1069 : tensor<1x1x1x128xf32>
    %1071 = stablehlo.broadcast_in_dim %1066, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1072 = stablehlo.multiply %1059, %1071 : tensor<1x2x2x128xf32>
    %1073 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1074 = stablehlo.add %1072, %1073 : tensor<1x2x2x128xf32>
    %1075 = call @relu_22(%1074) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1076 = stablehlo.convolution(%1075, %arg182) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1077 = stablehlo.concatenate %1042, %1076, dim = 3 : (tensor<1x2x2x576xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x608xf32>
    %1078 = stablehlo.reshape %arg486 : (tensor<608xf32>) -> tensor<1x1x1x608xf32>
    %1079 = stablehlo.reshape %arg487 : (tensor<608xf32>) -> tensor<1x1x1x608xf32>
    %cst_66 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x1x1x608xf32>
    %1081 = stablehlo.add %1079, %1080 : tensor<1x1x1x608xf32>
    %1082 = stablehlo.rsqrt %1081 : tensor<1x1x1x608xf32>
    %1083 = stablehlo.reshape %arg183 : (tensor<608xf32>) -> tensor<1x1x1x608xf32>
    %1084 = stablehlo.multiply %1082, %1083 : tensor<1x1x1x608xf32>
    %1085 = stablehlo.negate %1078 : tensor<1x1x1x608xf32>
    %1086 = stablehlo.multiply %1085, %1084 : tensor<1x1x1x608xf32>
    %1087 = stablehlo.reshape %arg184 : (tensor<608xf32>) -> tensor<1x1x1x608xf32>
    %1088 = stablehlo.add %1086, %1087 : tensor<1x1x1x608xf32>
    %1089 = stablehlo.broadcast_in_dim %1084, dims = [0, 1, 2, 3] : (tensor<1x1x1x608xf32>) -> tensor<1x2x2x608xf32>
    %1090 = stablehlo.multiply %1077, %1089 : tensor<1x2x2x608xf32>
    %1091 = stablehlo.broadcast_in_dim %1088, dims = [0, 1, 2, 3] : (tensor<1x1x1x608xf32>) -> tensor<1x2x2x608xf32>
    %1092 = stablehlo.add %1090, %1091 : tensor<1x2x2x608xf32>
    %1093 = call @relu_33(%1092) : (tensor<1x2x2x608xf32>) -> tensor<1x2x2x608xf32>
    %1094 = stablehlo.convolution(%1093, %arg185) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x608xf32>, tensor<1x1x608x128xf32>) -> tensor<1x2x2x128xf32>
    %1095 = stablehlo.reshape %arg488 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1096 = stablehlo.reshape %arg489 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_67 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1098 = stablehlo.add %1096, %1097 : tensor<1x1x1x128xf32>
    %1099 = stablehlo.rsqrt %1098 : tensor<1x1x1x128xf32>
    %1100 = stablehlo.reshape %arg186 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1101 = stablehlo.multiply %1099, %1100 : tensor<1x1x1x128xf32>
    %1102 = stablehlo.negate %1095 : tensor<1x1x1x128xf32>
    %1103 = stablehlo.multiply %1102, %1101 : tensor<1x1x1x128xf32>
    %1104 = stablehlo.reshape %arg187 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1105 = stablehlo.add %1103, %1104 : tensor<1x1x1x128xf32>
    %1106 = stablehlo.broadcast_in_dim %1101, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1107 = stablehlo.multiply %1094, %1106 : tensor<1x2x2x128xf32>
    %1108 = stablehlo.broadcast_in_dim %1105, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1109 = stablehlo.add %1107, %1108 : tensor<1x2x2x128xf32>
    %1110 = call @relu_22(%1109) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1111 = stablehlo.convolution(%1110, %arg188) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1112 = stablehlo.concatenate %1077, %1111, dim = 3 : (tensor<1x2x2x608xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x640xf32>
    %1113 = stablehlo.reshape %arg490 : (tensor<640xf32>) -> tensor<1x1x1x640xf32>
    %1114 = stablehlo.reshape %arg491 : (tensor<640xf32>) -> tensor<1x1x1x640xf32>
    %cst_68 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x1x640xf32>
    %1116 = stablehlo.add %1114, %1115 : tensor<1x1x1x640xf32>
    %1117 = stablehlo.rsqrt %1116 : tensor<1x1x1x640xf32>
    %1118 = stablehlo.reshape %arg189 : (tensor<640xf32>) -> tensor<1x1x1x640xf32>
    %1119 = stablehlo.multiply %1117, %1118 : tensor<1x1x1x640xf32>
    %1120 = stablehlo.negate %1113 : tensor<1x1x1x640xf32>
    %1121 = stablehlo.multiply %1120, %1119 : tensor<1x1x1x640xf32>
    %1122 = stablehlo.reshape %arg190 : (tensor<640xf32>) -> tensor<1x1x1x640xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<1x1x1x640xf32>
    %1124 = stablehlo.broadcast_in_dim %1119, dims = [0, 1, 2, 3] : (tensor<1x1x1x640xf32>) -> tensor<1x2x2x640xf32>
    %1125 = stablehlo.multiply %1112, %1124 : tensor<1x2x2x640xf32>
    %1126 = stablehlo.broadcast_in_dim %1123, dims = [0, 1, 2, 3] : (tensor<1x1x1x640xf32>) -> tensor<1x2x2x640xf32>
    %1127 = stablehlo.add %1125, %1126 : tensor<1x2x2x640xf32>
    %1128 = call @relu_34(%1127) : (tensor<1x2x2x640xf32>) -> tensor<1x2x2x640xf32>
    %1129 = stablehlo.convolution(%1128, %arg191) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x640xf32>, tensor<1x1x640x128xf32>) -> tensor<1x2x2x128xf32>
    %1130 = stablehlo.reshape %arg492 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1131 = stablehlo.reshape %arg493 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_69 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1133 = stablehlo.add %1131, %1132 : tensor<1x1x1x128xf32>
    %1134 = stablehlo.rsqrt %1133 : tensor<1x1x1x128xf32>
    %1135 = stablehlo.reshape %arg192 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1136 = stablehlo.multiply %1134, %1135 : tensor<1x1x1x128xf32>
    %1137 = stablehlo.negate %1130 : tensor<1x1x1x128xf32>
    %1138 = stablehlo.multiply %1137, %1136 : tensor<1x1x1x128xf32>
    %1139 = stablehlo.reshape %arg193 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1140 = stablehlo.add %1138, %1139 : tensor<1x1x1x128xf32>
    %1141 = stablehlo.broadcast_in_dim %1136, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1142 = stablehlo.multiply %1129, %1141 : tensor<1x2x2x128xf32>
    %1143 = stablehlo.broadcast_in_dim %1140, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1144 = stablehlo.add %1142, %1143 : tensor<1x2x2x128xf32>
    %1145 = call @relu_22(%1144) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1146 = stablehlo.convolution(%1145, %arg194) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1147 = stablehlo.concatenate %1112, %1146, dim = 3 : (tensor<1x2x2x640xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x672xf32>
    %1148 = stablehlo.reshape %arg494 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %1149 = stablehlo.reshape %arg495 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_70 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %1151 = stablehlo.add %1149, %1150 : tensor<1x1x1x672xf32>
    %1152 = stablehlo.rsqrt %1151 : tensor<1x1x1x672xf32>
    %1153 = stablehlo.reshape %arg195 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %1154 = stablehlo.multiply %1152, %1153 : tensor<1x1x1x672xf32>
    %1155 = stablehlo.negate %1148 : tensor<1x1x1x672xf32>
    %1156 = stablehlo.multiply %1155, %1154 : tensor<1x1x1x672xf32>
    %1157 = stablehlo.reshape %arg196 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %1158 = stablehlo.add %1156, %1157 : tensor<1x1x1x672xf32>
    %1159 = stablehlo.broadcast_in_dim %1154, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %1160 = stablehlo.multiply %1147, %1159 : tensor<1x2x2x672xf32>
    %1161 = stablehlo.broadcast_in_dim %1158, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %1162 = stablehlo.add %1160, %1161 : tensor<1x2x2x672xf32>
    %1163 = call @relu_35(%1162) : (tensor<1x2x2x672xf32>) -> tensor<1x2x2x672xf32>
    %1164 = stablehlo.convolution(%1163, %arg197) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x672xf32>, tensor<1x1x672x128xf32>) -> tensor<1x2x2x128xf32>
    %1165 = stablehlo.reshape %arg496 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1166 = stablehlo.reshape %arg497 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_71 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1168 = stablehlo.add %1166, %1167 : tensor<1x1x1x128xf32>
    %1169 = stablehlo.rsqrt %1168 : tensor<1x1x1x128xf32>
    %1170 = stablehlo.reshape %arg198 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1171 = stablehlo.multiply %1169, %1170 : tensor<1x1x1x128xf32>
    %1172 = stablehlo.negate %1165 : tensor<1x1x1x128xf32>
    %1173 = stablehlo.multiply %1172, %1171 : tensor<1x1x1x128xf32>
    %1174 = stablehlo.reshape %arg199 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1175 = stablehlo.add %1173, %1174 : tensor<1x1x1x128xf32>
    %1176 = stablehlo.broadcast_in_dim %1171, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1177 = stablehlo.multiply %1164, %1176 : tensor<1x2x2x128xf32>
    %1178 = stablehlo.broadcast_in_dim %1175, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1179 = stablehlo.add %1177, %1178 : tensor<1x2x2x128xf32>
    %1180 = call @relu_22(%1179) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1181 = stablehlo.convolution(%1180, %arg200) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1182 = stablehlo.concatenate %1147, %1181, dim = 3 : (tensor<1x2x2x672xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x704xf32>
    %1183 = stablehlo.reshape %arg498 : (tensor<704xf32>) -> tensor<1x1x1x704xf32>
    %1184 = stablehlo.reshape %arg499 : (tensor<704xf32>) -> tensor<1x1x1x704xf32>
    %cst_72 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x1x1x704xf32>
    %1186 = stablehlo.add %1184, %1185 : tensor<1x1x1x704xf32>
    %1187 = stablehlo.rsqrt %1186 : tensor<1x1x1x704xf32>
    %1188 = stablehlo.reshape %arg201 : (tensor<704xf32>) -> tensor<1x1x1x704xf32>
    %1189 = stablehlo.multiply %1187, %1188 : tensor<1x1x1x704xf32>
    %1190 = stablehlo.negate %1183 : tensor<1x1x1x704xf32>
    %1191 = stablehlo.multiply %1190, %1189 : tensor<1x1x1x704xf32>
    %1192 = stablehlo.reshape %arg202 : (tensor<704xf32>) -> tensor<1x1x1x704xf32>
    %1193 = stablehlo.add %1191, %1192 : tensor<1x1x1x704xf32>
    %1194 = stablehlo.broadcast_in_dim %1189, dims = [0, 1, 2, 3] : (tensor<1x1x1x704xf32>) -> tensor<1x2x2x704xf32>
    %1195 = stablehlo.multiply %1182, %1194 : tensor<1x2x2x704xf32>
    %1196 = stablehlo.broadcast_in_dim %1193, dims = [0, 1, 2, 3] : (tensor<1x1x1x704xf32>) -> tensor<1x2x2x704xf32>
    %1197 = stablehlo.add %1195, %1196 : tensor<1x2x2x704xf32>
    %1198 = call @relu_36(%1197) : (tensor<1x2x2x704xf32>) -> tensor<1x2x2x704xf32>
    %1199 = stablehlo.convolution(%1198, %arg203) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x704xf32>, tensor<1x1x704x128xf32>) -> tensor<1x2x2x128xf32>
    %1200 = stablehlo.reshape %arg500 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1201 = stablehlo.reshape %arg501 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_73 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1203 = stablehlo.add %1201, %1202 : tensor<1x1x1x128xf32>
    %1204 = stablehlo.rsqrt %1203 : tensor<1x1x1x128xf32>
    %1205 = stablehlo.reshape %arg204 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1206 = stablehlo.multiply %1204, %1205 : tensor<1x1x1x128xf32>
    %1207 = stablehlo.negate %1200 : tensor<1x1x1x128xf32>
    %1208 = stablehlo.multiply %1207, %1206 : tensor<1x1x1x128xf32>
    %1209 = stablehlo.reshape %arg205 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1210 = stablehlo.add %1208, %1209 : tensor<1x1x1x128xf32>
    %1211 = stablehlo.broadcast_in_dim %1206, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1212 = stablehlo.multiply %1199, %1211 : tensor<1x2x2x128xf32>
    %1213 = stablehlo.broadcast_in_dim %1210, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1214 = stablehlo.add %1212, %1213 : tensor<1x2x2x128xf32>
    %1215 = call @relu_22(%1214) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1216 = stablehlo.convolution(%1215, %arg206) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1217 = stablehlo.concatenate %1182, %1216, dim = 3 : (tensor<1x2x2x704xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x736xf32>
    %1218 = stablehlo.reshape %arg502 : (tensor<736xf32>) -> tensor<1x1x1x736xf32>
    %1219 = stablehlo.reshape %arg503 : (tensor<736xf32>) -> tensor<1x1x1x736xf32>
    %cst_74 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x1x736xf32>
    %1221 = stablehlo.add %1219, %1220 : tensor<1x1x1x736xf32>
    %1222 = stablehlo.rsqrt %1221 : tensor<1x1x1x736xf32>
    %1223 = stablehlo.reshape %arg207 : (tensor<736xf32>) -> tensor<1x1x1x736xf32>
    %1224 = stablehlo.multiply %1222, %1223 : tensor<1x1x1x736xf32>
    %1225 = stablehlo.negate %1218 : tensor<1x1x1x736xf32>
    %1226 = stablehlo.multiply %1225, %1224 : tensor<1x1x1x736xf32>
    %1227 = stablehlo.reshape %arg208 : (tensor<736xf32>) -> tensor<1x1x1x736xf32>
    %1228 = stablehlo.add %1226, %1227 : tensor<1x1x1x736xf32>
    %1229 = stablehlo.broadcast_in_dim %1224, dims = [0, 1, 2, 3] : (tensor<1x1x1x736xf32>) -> tensor<1x2x2x736xf32>
    %1230 = stablehlo.multiply %1217, %1229 : tensor<1x2x2x736xf32>
    %1231 = stablehlo.broadcast_in_dim %1228, dims = [0, 1, 2, 3] : (tensor<1x1x1x736xf32>) -> tensor<1x2x2x736xf32>
    %1232 = stablehlo.add %1230, %1231 : tensor<1x2x2x736xf32>
    %1233 = call @relu_37(%1232) : (tensor<1x2x2x736xf32>) -> tensor<1x2x2x736xf32>
    %1234 = stablehlo.convolution(%1233, %arg209) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x736xf32>, tensor<1x1x736x128xf32>) -> tensor<1x2x2x128xf32>
    %1235 = stablehlo.reshape %arg504 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1236 = stablehlo.reshape %arg505 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_75 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1238 = stablehlo.add %1236, %1237 : tensor<1x1x1x128xf32>
    %1239 = stablehlo.rsqrt %1238 : tensor<1x1x1x128xf32>
    %1240 = stablehlo.reshape %arg210 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1241 = stablehlo.multiply %1239, %1240 : tensor<1x1x1x128xf32>
    %1242 = stablehlo.negate %1235 : tensor<1x1x1x128xf32>
    %1243 = stablehlo.multiply %1242, %1241 : tensor<1x1x1x128xf32>
    %1244 = stablehlo.reshape %arg211 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1245 = stablehlo.add %1243, %1244 : tensor<1x1x1x128xf32>
    %1246 = stablehlo.broadcast_in_dim %1241, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1247 = stablehlo.multiply %1234, %1246 : tensor<1x2x2x128xf32>
    %1248 = stablehlo.broadcast_in_dim %1245, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1249 = stablehlo.add %1247, %1248 : tensor<1x2x2x128xf32>
    %1250 = call @relu_22(%1249) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1251 = stablehlo.convolution(%1250, %arg212) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1252 = stablehlo.concatenate %1217, %1251, dim = 3 : (tensor<1x2x2x736xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x768xf32>
    %1253 = stablehlo.reshape %arg506 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %1254 = stablehlo.reshape %arg507 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %cst_76 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1x1x768xf32>
    %1256 = stablehlo.add %1254, %1255 : tensor<1x1x1x768xf32>
    %1257 = stablehlo.rsqrt %1256 : tensor<1x1x1x768xf32>
    %1258 = stablehlo.reshape %arg213 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %1259 = stablehlo.multiply %1257, %1258 : tensor<1x1x1x768xf32>
    %1260 = stablehlo.negate %1253 : tensor<1x1x1x768xf32>
    %1261 = stablehlo.multiply %1260, %1259 : tensor<1x1x1x768xf32>
    %1262 = stablehlo.reshape %arg214 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %1263 = stablehlo.add %1261, %1262 : tensor<1x1x1x768xf32>
    %1264 = stablehlo.broadcast_in_dim %1259, dims = [0, 1, 2, 3] : (tensor<1x1x1x768xf32>) -> tensor<1x2x2x768xf32>
    %1265 = stablehlo.multiply %1252, %1264 : tensor<1x2x2x768xf32>
    %1266 = stablehlo.broadcast_in_dim %1263, dims = [0, 1, 2, 3] : (tensor<1x1x1x768xf32>) -> tensor<1x2x2x768xf32>
    %1267 = stablehlo.add %1265, %1266 : tensor<1x2x2x768xf32>
    %1268 = call @relu_38(%1267) : (tensor<1x2x2x768xf32>) -> tensor<1x2x2x768xf32>
    %1269 = stablehlo.convolution(%1268, %arg215) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x768xf32>, tensor<1x1x768x128xf32>) -> tensor<1x2x2x128xf32>
    %1270 = stablehlo.reshape %arg508 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1271 = stablehlo.reshape %arg509 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_77 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1273 = stablehlo.add %1271, %1272 : tensor<1x1x1x128xf32>
    %1274 = stablehlo.rsqrt %1273 : tensor<1x1x1x128xf32>
    %1275 = stablehlo.reshape %arg216 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1276 = stablehlo.multiply %1274, %1275 : tensor<1x1x1x128xf32>
    %1277 = stablehlo.negate %1270 : tensor<1x1x1x128xf32>
    %1278 = stablehlo.multiply %1277, %1276 : tensor<1x1x1x128xf32>
    %1279 = stablehlo.reshape %arg217 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1280 = stablehlo.add %1278, %1279 : tensor<1x1x1x128xf32>
    %1281 = stablehlo.broadcast_in_dim %1276, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1282 = stablehlo.multiply %1269, %1281 : tensor<1x2x2x128xf32>
    %1283 = stablehlo.broadcast_in_dim %1280, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1284 = stablehlo.add %1282, %1283 : tensor<1x2x2x128xf32>
    %1285 = call @relu_22(%1284) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1286 = stablehlo.convolution(%1285, %arg218) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1287 = stablehlo.concatenate %1252, %1286, dim = 3 : (tensor<1x2x2x768xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x800xf32>
    %1288 = stablehlo.reshape %arg510 : (tensor<800xf32>) -> tensor<1x1x1x800xf32>
    %1289 = stablehlo.reshape %arg511 : (tensor<800xf32>) -> tensor<1x1x1x800xf32>
    %cst_78 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x1x1x800xf32>
    %1291 = stablehlo.add %1289, %1290 : tensor<1x1x1x800xf32>
    %1292 = stablehlo.rsqrt %1291 : tensor<1x1x1x800xf32>
    %1293 = stablehlo.reshape %arg219 : (tensor<800xf32>) -> tensor<1x1x1x800xf32>
    %1294 = stablehlo.multiply %1292, %1293 : tensor<1x1x1x800xf32>
    %1295 = stablehlo.negate %1288 : tensor<1x1x1x800xf32>
    %1296 = stablehlo.multiply %1295, %1294 : tensor<1x1x1x800xf32>
    %1297 = stablehlo.reshape %arg220 : (tensor<800xf32>) -> tensor<1x1x1x800xf32>
    %1298 = stablehlo.add %1296, %1297 : tensor<1x1x1x800xf32>
    %1299 = stablehlo.broadcast_in_dim %1294, dims = [0, 1, 2, 3] : (tensor<1x1x1x800xf32>) -> tensor<1x2x2x800xf32>
    %1300 = stablehlo.multiply %1287, %1299 : tensor<1x2x2x800xf32>
    %1301 = stablehlo.broadcast_in_dim %1298, dims = [0, 1, 2, 3] : (tensor<1x1x1x800xf32>) -> tensor<1x2x2x800xf32>
    %1302 = stablehlo.add %1300, %1301 : tensor<1x2x2x800xf32>
    %1303 = call @relu_39(%1302) : (tensor<1x2x2x800xf32>) -> tensor<1x2x2x800xf32>
    %1304 = stablehlo.convolution(%1303, %arg221) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x800xf32>, tensor<1x1x800x128xf32>) -> tensor<1x2x2x128xf32>
    %1305 = stablehlo.reshape %arg512 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1306 = stablehlo.reshape %arg513 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_79 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1308 = stablehlo.add %1306, %1307 : tensor<1x1x1x128xf32>
    %1309 = stablehlo.rsqrt %1308 : tensor<1x1x1x128xf32>
    %1310 = stablehlo.reshape %arg222 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1311 = stablehlo.multiply %1309, %1310 : tensor<1x1x1x128xf32>
    %1312 = stablehlo.negate %1305 : tensor<1x1x1x128xf32>
    %1313 = stablehlo.multiply %1312, %1311 : tensor<1x1x1x128xf32>
    %1314 = stablehlo.reshape %arg223 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1315 = stablehlo.add %1313, %1314 : tensor<1x1x1x128xf32>
    %1316 = stablehlo.broadcast_in_dim %1311, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1317 = stablehlo.multiply %1304, %1316 : tensor<1x2x2x128xf32>
    %1318 = stablehlo.broadcast_in_dim %1315, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1319 = stablehlo.add %1317, %1318 : tensor<1x2x2x128xf32>
    %1320 = call @relu_22(%1319) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1321 = stablehlo.convolution(%1320, %arg224) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1322 = stablehlo.concatenate %1287, %1321, dim = 3 : (tensor<1x2x2x800xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x832xf32>
    %1323 = stablehlo.reshape %arg514 : (tensor<832xf32>) -> tensor<1x1x1x832xf32>
    %1324 = stablehlo.reshape %arg515 : (tensor<832xf32>) -> tensor<1x1x1x832xf32>
    %cst_80 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x1x1x832xf32>
    %1326 = stablehlo.add %1324, %1325 : tensor<1x1x1x832xf32>
    %1327 = stablehlo.rsqrt %1326 : tensor<1x1x1x832xf32>
    %1328 = stablehlo.reshape %arg225 : (tensor<832xf32>) -> tensor<1x1x1x832xf32>
    %1329 = stablehlo.multiply %1327, %1328 : tensor<1x1x1x832xf32>
    %1330 = stablehlo.negate %1323 : tensor<1x1x1x832xf32>
    %1331 = stablehlo.multiply %1330, %1329 : tensor<1x1x1x832xf32>
    %1332 = stablehlo.reshape %arg226 : (tensor<832xf32>) -> tensor<1x1x1x832xf32>
    %1333 = stablehlo.add %1331, %1332 : tensor<1x1x1x832xf32>
    %1334 = stablehlo.broadcast_in_dim %1329, dims = [0, 1, 2, 3] : (tensor<1x1x1x832xf32>) -> tensor<1x2x2x832xf32>
    %1335 = stablehlo.multiply %1322, %1334 : tensor<1x2x2x832xf32>
    %1336 = stablehlo.broadcast_in_dim %1333, dims = [0, 1, 2, 3] : (tensor<1x1x1x832xf32>) -> tensor<1x2x2x832xf32>
    %1337 = stablehlo.add %1335, %1336 : tensor<1x2x2x832xf32>
    %1338 = call @relu_40(%1337) : (tensor<1x2x2x832xf32>) -> tensor<1x2x2x832xf32>
    %1339 = stablehlo.convolution(%1338, %arg227) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x832xf32>, tensor<1x1x832x128xf32>) -> tensor<1x2x2x128xf32>
    %1340 = stablehlo.reshape %arg516 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1341 = stablehlo.reshape %arg517 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_81 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1343 = stablehlo.add %1341, %1342 : tensor<1x1x1x128xf32>
    %1344 = stablehlo.rsqrt %1343 : tensor<1x1x1x128xf32>
    %1345 = stablehlo.reshape %arg228 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1346 = stablehlo.multiply %1344, %1345 : tensor<1x1x1x128xf32>
    %1347 = stablehlo.negate %1340 : tensor<1x1x1x128xf32>
    %1348 = stablehlo.multiply %1347, %1346 : tensor<1x1x1x128xf32>
    %1349 = stablehlo.reshape %arg229 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1350 = stablehlo.add %1348, %1349 : tensor<1x1x1x128xf32>
    %1351 = stablehlo.broadcast_in_dim %1346, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1352 = stablehlo.multiply %1339, %1351 : tensor<1x2x2x128xf32>
    %1353 = stablehlo.broadcast_in_dim %1350, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1354 = stablehlo.add %1352, %1353 : tensor<1x2x2x128xf32>
    %1355 = call @relu_22(%1354) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1356 = stablehlo.convolution(%1355, %arg230) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1357 = stablehlo.concatenate %1322, %1356, dim = 3 : (tensor<1x2x2x832xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x864xf32>
    %1358 = stablehlo.reshape %arg518 : (tensor<864xf32>) -> tensor<1x1x1x864xf32>
    %1359 = stablehlo.reshape %arg519 : (tensor<864xf32>) -> tensor<1x1x1x864xf32>
    %cst_82 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x1x1x864xf32>
    %1361 = stablehlo.add %1359, %1360 : tensor<1x1x1x864xf32>
    %1362 = stablehlo.rsqrt %1361 : tensor<1x1x1x864xf32>
    %1363 = stablehlo.reshape %arg231 : (tensor<864xf32>) -> tensor<1x1x1x864xf32>
    %1364 = stablehlo.multiply %1362, %1363 : tensor<1x1x1x864xf32>
    %1365 = stablehlo.negate %1358 : tensor<1x1x1x864xf32>
    %1366 = stablehlo.multiply %1365, %1364 : tensor<1x1x1x864xf32>
    %1367 = stablehlo.reshape %arg232 : (tensor<864xf32>) -> tensor<1x1x1x864xf32>
    %1368 = stablehlo.add %1366, %1367 : tensor<1x1x1x864xf32>
    %1369 = stablehlo.broadcast_in_dim %1364, dims = [0, 1, 2, 3] : (tensor<1x1x1x864xf32>) -> tensor<1x2x2x864xf32>
    %1370 = stablehlo.multiply %1357, %1369 : tensor<1x2x2x864xf32>
    %1371 = stablehlo.broadcast_in_dim %1368, dims = [0, 1, 2, 3] : (tensor<1x1x1x864xf32>) -> tensor<1x2x2x864xf32>
    %1372 = stablehlo.add %1370, %1371 : tensor<1x2x2x864xf32>
    %1373 = call @relu_41(%1372) : (tensor<1x2x2x864xf32>) -> tensor<1x2x2x864xf32>
    %1374 = stablehlo.convolution(%1373, %arg233) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x864xf32>, tensor<1x1x864x128xf32>) -> tensor<1x2x2x128xf32>
    %1375 = stablehlo.reshape %arg520 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1376 = stablehlo.reshape %arg521 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_83 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1378 = stablehlo.add %1376, %1377 : tensor<1x1x1x128xf32>
    %1379 = stablehlo.rsqrt %1378 : tensor<1x1x1x128xf32>
    %1380 = stablehlo.reshape %arg234 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1381 = stablehlo.multiply %1379, %1380 : tensor<1x1x1x128xf32>
    %1382 = stablehlo.negate %1375 : tensor<1x1x1x128xf32>
    %1383 = stablehlo.multiply %1382, %1381 : tensor<1x1x1x128xf32>
    %1384 = stablehlo.reshape %arg235 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1385 = stablehlo.add %1383, %1384 : tensor<1x1x1x128xf32>
    %1386 = stablehlo.broadcast_in_dim %1381, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1387 = stablehlo.multiply %1374, %1386 : tensor<1x2x2x128xf32>
    %1388 = stablehlo.broadcast_in_dim %1385, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1389 = stablehlo.add %1387, %1388 : tensor<1x2x2x128xf32>
    %1390 = call @relu_22(%1389) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1391 = stablehlo.convolution(%1390, %arg236) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1392 = stablehlo.concatenate %1357, %1391, dim = 3 : (tensor<1x2x2x864xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x896xf32>
    %1393 = stablehlo.reshape %arg522 : (tensor<896xf32>) -> tensor<1x1x1x896xf32>
    %1394 = stablehlo.reshape %arg523 : (tensor<896xf32>) -> tensor<1x1x1x896xf32>
    %cst_84 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x1x896xf32>
    %1396 = stablehlo.add %1394, %1395 : tensor<1x1x1x896xf32>
    %1397 = stablehlo.rsqrt %1396 : tensor<1x1x1x896xf32>
    %1398 = stablehlo.reshape %arg237 : (tensor<896xf32>) -> tensor<1x1x1x896xf32>
    %1399 = stablehlo.multiply %1397, %1398 : tensor<1x1x1x896xf32>
    %1400 = stablehlo.negate %1393 : tensor<1x1x1x896xf32>
    %1401 = stablehlo.multiply %1400, %1399 : tensor<1x1x1x896xf32>
    %1402 = stablehlo.reshape %arg238 : (tensor<896xf32>) -> tensor<1x1x1x896xf32>
    %1403 = stablehlo.add %1401, %1402 : tensor<1x1x1x896xf32>
    %1404 = stablehlo.broadcast_in_dim %1399, dims = [0, 1, 2, 3] : (tensor<1x1x1x896xf32>) -> tensor<1x2x2x896xf32>
    %1405 = stablehlo.multiply %1392, %1404 : tensor<1x2x2x896xf32>
    %1406 = stablehlo.broadcast_in_dim %1403, dims = [0, 1, 2, 3] : (tensor<1x1x1x896xf32>) -> tensor<1x2x2x896xf32>
    %1407 = stablehlo.add %1405, %1406 : tensor<1x2x2x896xf32>
    %1408 = call @relu_42(%1407) : (tensor<1x2x2x896xf32>) -> tensor<1x2x2x896xf32>
    %1409 = stablehlo.convolution(%1408, %arg239) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x896xf32>, tensor<1x1x896x128xf32>) -> tensor<1x2x2x128xf32>
    %1410 = stablehlo.reshape %arg524 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1411 = stablehlo.reshape %arg525 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_85 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1413 = stablehlo.add %1411, %1412 : tensor<1x1x1x128xf32>
    %1414 = stablehlo.rsqrt %1413 : tensor<1x1x1x128xf32>
    %1415 = stablehlo.reshape %arg240 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1416 = stablehlo.multiply %1414, %1415 : tensor<1x1x1x128xf32>
    %1417 = stablehlo.negate %1410 : tensor<1x1x1x128xf32>
    %1418 = stablehlo.multiply %1417, %1416 : tensor<1x1x1x128xf32>
    %1419 = stablehlo.reshape %arg241 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1420 = stablehlo.add %1418, %1419 : tensor<1x1x1x128xf32>
    %1421 = stablehlo.broadcast_in_dim %1416, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1422 = stablehlo.multiply %1409, %1421 : tensor<1x2x2x128xf32>
    %1423 = stablehlo.broadcast_in_dim %1420, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1424 = stablehlo.add %1422, %1423 : tensor<1x2x2x128xf32>
    %1425 = call @relu_22(%1424) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1426 = stablehlo.convolution(%1425, %arg242) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1427 = stablehlo.concatenate %1392, %1426, dim = 3 : (tensor<1x2x2x896xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x928xf32>
    %1428 = stablehlo.reshape %arg526 : (tensor<928xf32>) -> tensor<1x1x1x928xf32>
    %1429 = stablehlo.reshape %arg527 : (tensor<928xf32>) -> tensor<1x1x1x928xf32>
    %cst_86 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x1x1x928xf32>
    %1431 = stablehlo.add %1429, %1430 : tensor<1x1x1x928xf32>
    %1432 = stablehlo.rsqrt %1431 : tensor<1x1x1x928xf32>
    %1433 = stablehlo.reshape %arg243 : (tensor<928xf32>) -> tensor<1x1x1x928xf32>
    %1434 = stablehlo.multiply %1432, %1433 : tensor<1x1x1x928xf32>
    %1435 = stablehlo.negate %1428 : tensor<1x1x1x928xf32>
    %1436 = stablehlo.multiply %1435, %1434 : tensor<1x1x1x928xf32>
    %1437 = stablehlo.reshape %arg244 : (tensor<928xf32>) -> tensor<1x1x1x928xf32>
    %1438 = stablehlo.add %1436, %1437 : tensor<1x1x1x928xf32>
    %1439 = stablehlo.broadcast_in_dim %1434, dims = [0, 1, 2, 3] : (tensor<1x1x1x928xf32>) -> tensor<1x2x2x928xf32>
    %1440 = stablehlo.multiply %1427, %1439 : tensor<1x2x2x928xf32>
    %1441 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2, 3] : (tensor<1x1x1x928xf32>) -> tensor<1x2x2x928xf32>
    %1442 = stablehlo.add %1440, %1441 : tensor<1x2x2x928xf32>
    %1443 = call @relu_43(%1442) : (tensor<1x2x2x928xf32>) -> tensor<1x2x2x928xf32>
    %1444 = stablehlo.convolution(%1443, %arg245) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x928xf32>, tensor<1x1x928x128xf32>) -> tensor<1x2x2x128xf32>
    %1445 = stablehlo.reshape %arg528 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1446 = stablehlo.reshape %arg529 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_87 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1448 = stablehlo.add %1446, %1447 : tensor<1x1x1x128xf32>
    %1449 = stablehlo.rsqrt %1448 : tensor<1x1x1x128xf32>
    %1450 = stablehlo.reshape %arg246 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1451 = stablehlo.multiply %1449, %1450 : tensor<1x1x1x128xf32>
    %1452 = stablehlo.negate %1445 : tensor<1x1x1x128xf32>
    %1453 = stablehlo.multiply %1452, %1451 : tensor<1x1x1x128xf32>
    %1454 = stablehlo.reshape %arg247 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1455 = stablehlo.add %1453, %1454 : tensor<1x1x1x128xf32>
    %1456 = stablehlo.broadcast_in_dim %1451, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1457 = stablehlo.multiply %1444, %1456 : tensor<1x2x2x128xf32>
    %1458 = stablehlo.broadcast_in_dim %1455, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1459 = stablehlo.add %1457, %1458 : tensor<1x2x2x128xf32>
    %1460 = call @relu_22(%1459) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1461 = stablehlo.convolution(%1460, %arg248) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1462 = stablehlo.concatenate %1427, %1461, dim = 3 : (tensor<1x2x2x928xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x960xf32>
    %1463 = stablehlo.reshape %arg530 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %1464 = stablehlo.reshape %arg531 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %cst_88 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %1466 = stablehlo.add %1464, %1465 : tensor<1x1x1x960xf32>
    %1467 = stablehlo.rsqrt %1466 : tensor<1x1x1x960xf32>
    %1468 = stablehlo.reshape %arg249 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %1469 = stablehlo.multiply %1467, %1468 : tensor<1x1x1x960xf32>
    %1470 = stablehlo.negate %1463 : tensor<1x1x1x960xf32>
    %1471 = stablehlo.multiply %1470, %1469 : tensor<1x1x1x960xf32>
    %1472 = stablehlo.reshape %arg250 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %1473 = stablehlo.add %1471, %1472 : tensor<1x1x1x960xf32>
    %1474 = stablehlo.broadcast_in_dim %1469, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<1x2x2x960xf32>
    %1475 = stablehlo.multiply %1462, %1474 : tensor<1x2x2x960xf32>
    %1476 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<1x2x2x960xf32>
    %1477 = stablehlo.add %1475, %1476 : tensor<1x2x2x960xf32>
    %1478 = call @relu_44(%1477) : (tensor<1x2x2x960xf32>) -> tensor<1x2x2x960xf32>
    %1479 = stablehlo.convolution(%1478, %arg251) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x960xf32>, tensor<1x1x960x128xf32>) -> tensor<1x2x2x128xf32>
    %1480 = stablehlo.reshape %arg532 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1481 = stablehlo.reshape %arg533 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_89 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1483 = stablehlo.add %1481, %1482 : tensor<1x1x1x128xf32>
    %1484 = stablehlo.rsqrt %1483 : tensor<1x1x1x128xf32>
    %1485 = stablehlo.reshape %arg252 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1486 = stablehlo.multiply %1484, %1485 : tensor<1x1x1x128xf32>
    %1487 = stablehlo.negate %1480 : tensor<1x1x1x128xf32>
    %1488 = stablehlo.multiply %1487, %1486 : tensor<1x1x1x128xf32>
    %1489 = stablehlo.reshape %arg253 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1490 = stablehlo.add %1488, %1489 : tensor<1x1x1x128xf32>
    %1491 = stablehlo.broadcast_in_dim %1486, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1492 = stablehlo.multiply %1479, %1491 : tensor<1x2x2x128xf32>
    %1493 = stablehlo.broadcast_in_dim %1490, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1494 = stablehlo.add %1492, %1493 : tensor<1x2x2x128xf32>
    %1495 = call @relu_22(%1494) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1496 = stablehlo.convolution(%1495, %arg254) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1497 = stablehlo.concatenate %1462, %1496, dim = 3 : (tensor<1x2x2x960xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x992xf32>
    %1498 = stablehlo.reshape %arg534 : (tensor<992xf32>) -> tensor<1x1x1x992xf32>
    %1499 = stablehlo.reshape %arg535 : (tensor<992xf32>) -> tensor<1x1x1x992xf32>
    %cst_90 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x1x1x992xf32>
    %1501 = stablehlo.add %1499, %1500 : tensor<1x1x1x992xf32>
    %1502 = stablehlo.rsqrt %1501 : tensor<1x1x1x992xf32>
    %1503 = stablehlo.reshape %arg255 : (tensor<992xf32>) -> tensor<1x1x1x992xf32>
    %1504 = stablehlo.multiply %1502, %1503 : tensor<1x1x1x992xf32>
    %1505 = stablehlo.negate %1498 : tensor<1x1x1x992xf32>
    %1506 = stablehlo.multiply %1505, %1504 : tensor<1x1x1x992xf32>
    %1507 = stablehlo.reshape %arg256 : (tensor<992xf32>) -> tensor<1x1x1x992xf32>
    %1508 = stablehlo.add %1506, %1507 : tensor<1x1x1x992xf32>
    %1509 = stablehlo.broadcast_in_dim %1504, dims = [0, 1, 2, 3] : (tensor<1x1x1x992xf32>) -> tensor<1x2x2x992xf32>
    %1510 = stablehlo.multiply %1497, %1509 : tensor<1x2x2x992xf32>
    %1511 = stablehlo.broadcast_in_dim %1508, dims = [0, 1, 2, 3] : (tensor<1x1x1x992xf32>) -> tensor<1x2x2x992xf32>
    %1512 = stablehlo.add %1510, %1511 : tensor<1x2x2x992xf32>
    %1513 = call @relu_45(%1512) : (tensor<1x2x2x992xf32>) -> tensor<1x2x2x992xf32>
    %1514 = stablehlo.convolution(%1513, %arg257) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x992xf32>, tensor<1x1x992x128xf32>) -> tensor<1x2x2x128xf32>
    %1515 = stablehlo.reshape %arg536 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1516 = stablehlo.reshape %arg537 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_91 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1518 = stablehlo.add %1516, %1517 : tensor<1x1x1x128xf32>
    %1519 = stablehlo.rsqrt %1518 : tensor<1x1x1x128xf32>
    %1520 = stablehlo.reshape %arg258 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1521 = stablehlo.multiply %1519, %1520 : tensor<1x1x1x128xf32>
    %1522 = stablehlo.negate %1515 : tensor<1x1x1x128xf32>
    %1523 = stablehlo.multiply %1522, %1521 : tensor<1x1x1x128xf32>
    %1524 = stablehlo.reshape %arg259 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1525 = stablehlo.add %1523, %1524 : tensor<1x1x1x128xf32>
    %1526 = stablehlo.broadcast_in_dim %1521, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1527 = stablehlo.multiply %1514, %1526 : tensor<1x2x2x128xf32>
    %1528 = stablehlo.broadcast_in_dim %1525, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x2x2x128xf32>
    %1529 = stablehlo.add %1527, %1528 : tensor<1x2x2x128xf32>
    %1530 = call @relu_22(%1529) : (tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %1531 = stablehlo.convolution(%1530, %arg260) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x2x2x32xf32>
    %1532 = stablehlo.concatenate %1497, %1531, dim = 3 : (tensor<1x2x2x992xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x1024xf32>
    %1533 = stablehlo.reshape %arg538 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %1534 = stablehlo.reshape %arg539 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_92 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %1536 = stablehlo.add %1534, %1535 : tensor<1x1x1x1024xf32>
    %1537 = stablehlo.rsqrt %1536 : tensor<1x1x1x1024xf32>
    %1538 = stablehlo.reshape %arg261 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %1539 = stablehlo.multiply %1537, %1538 : tensor<1x1x1x1024xf32>
    %1540 = stablehlo.negate %1533 : tensor<1x1x1x1024xf32>
    %1541 = stablehlo.multiply %1540, %1539 : tensor<1x1x1x1024xf32>
    %1542 = stablehlo.reshape %arg262 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %1543 = stablehlo.add %1541, %1542 : tensor<1x1x1x1024xf32>
    %1544 = stablehlo.broadcast_in_dim %1539, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %1545 = stablehlo.multiply %1532, %1544 : tensor<1x2x2x1024xf32>
    %1546 = stablehlo.broadcast_in_dim %1543, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %1547 = stablehlo.add %1545, %1546 : tensor<1x2x2x1024xf32>
    %1548 = call @relu_46(%1547) : (tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %1549 = stablehlo.convolution(%1548, %arg263) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x1024xf32>, tensor<1x1x1024x512xf32>) -> tensor<1x2x2x512xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<f32>
    %1551 = "stablehlo.reduce_window"(%1549, %1550) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg607: tensor<f32>, %arg608: tensor<f32>):
      %2081 = stablehlo.add %arg607, %arg608 : tensor<f32>
      stablehlo.return %2081 : tensor<f32>
    }) : (tensor<1x2x2x512xf32>, tensor<f32>) -> tensor<1x1x1x512xf32>
    %cst_94 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1552 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %1553 = stablehlo.divide %1551, %1552 : tensor<1x1x1x512xf32>
    %1554 = stablehlo.reshape %arg540 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1555 = stablehlo.reshape %arg541 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_95 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %1557 = stablehlo.add %1555, %1556 : tensor<1x1x1x512xf32>
    %1558 = stablehlo.rsqrt %1557 : tensor<1x1x1x512xf32>
    %1559 = stablehlo.reshape %arg264 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1560 = stablehlo.multiply %1558, %1559 : tensor<1x1x1x512xf32>
    %1561 = stablehlo.negate %1554 : tensor<1x1x1x512xf32>
    %1562 = stablehlo.multiply %1561, %1560 : tensor<1x1x1x512xf32>
    %1563 = stablehlo.reshape %arg265 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1564 = stablehlo.add %1562, %1563 : tensor<1x1x1x512xf32>
    %1565 = stablehlo.multiply %1553, %1560 : tensor<1x1x1x512xf32>
    %1566 = stablehlo.add %1565, %1564 : tensor<1x1x1x512xf32>
    %1567 = call @relu_47(%1566) : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %1568 = stablehlo.convolution(%1567, %arg266) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x512xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x1x128xf32>
    %1569 = stablehlo.reshape %arg542 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1570 = stablehlo.reshape %arg543 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_96 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1572 = stablehlo.add %1570, %1571 : tensor<1x1x1x128xf32>
    %1573 = stablehlo.rsqrt %1572 : tensor<1x1x1x128xf32>
    %1574 = stablehlo.reshape %arg267 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1575 = stablehlo.multiply %1573, %1574 : tensor<1x1x1x128xf32>
    %1576 = stablehlo.negate %1569 : tensor<1x1x1x128xf32>
    %1577 = stablehlo.multiply %1576, %1575 : tensor<1x1x1x128xf32>
    %1578 = stablehlo.reshape %arg268 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1579 = stablehlo.add %1577, %1578 : tensor<1x1x1x128xf32>
    %1580 = stablehlo.multiply %1568, %1575 : tensor<1x1x1x128xf32>
    %1581 = stablehlo.add %1580, %1579 : tensor<1x1x1x128xf32>
    %1582 = call @relu_48(%1581) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1583 = stablehlo.convolution(%1582, %arg269) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1584 = stablehlo.concatenate %1553, %1583, dim = 3 : (tensor<1x1x1x512xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x544xf32>
    %1585 = stablehlo.reshape %arg544 : (tensor<544xf32>) -> tensor<1x1x1x544xf32>
    %1586 = stablehlo.reshape %arg545 : (tensor<544xf32>) -> tensor<1x1x1x544xf32>
    %cst_97 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1587 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x1x1x544xf32>
    %1588 = stablehlo.add %1586, %1587 : tensor<1x1x1x544xf32>
    %1589 = stablehlo.rsqrt %1588 : tensor<1x1x1x544xf32>
    %1590 = stablehlo.reshape %arg270 : (tensor<544xf32>) -> tensor<1x1x1x544xf32>
    %1591 = stablehlo.multiply %1589, %1590 : tensor<1x1x1x544xf32>
    %1592 = stablehlo.negate %1585 : tensor<1x1x1x544xf32>
    %1593 = stablehlo.multiply %1592, %1591 : tensor<1x1x1x544xf32>
    %1594 = stablehlo.reshape %arg271 : (tensor<544xf32>) -> tensor<1x1x1x544xf32>
    %1595 = stablehlo.add %1593, %1594 : tensor<1x1x1x544xf32>
    %1596 = stablehlo.multiply %1584, %1591 : tensor<1x1x1x544xf32>
    %1597 = stablehlo.add %1596, %1595 : tensor<1x1x1x544xf32>
    %1598 = call @relu_49(%1597) : (tensor<1x1x1x544xf32>) -> tensor<1x1x1x544xf32>
    %1599 = stablehlo.convolution(%1598, %arg272) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x544xf32>, tensor<1x1x544x128xf32>) -> tensor<1x1x1x128xf32>
    %1600 = stablehlo.reshape %arg546 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1601 = stablehlo.reshape %arg547 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_98 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1602 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1603 = stablehlo.add %1601, %1602 : tensor<1x1x1x128xf32>
    %1604 = stablehlo.rsqrt %1603 : tensor<1x1x1x128xf32>
    %1605 = stablehlo.reshape %arg273 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1606 = stablehlo.multiply %1604, %1605 : tensor<1x1x1x128xf32>
    %1607 = stablehlo.negate %1600 : tensor<1x1x1x128xf32>
    %1608 = stablehlo.multiply %1607, %1606 : tensor<1x1x1x128xf32>
    %1609 = stablehlo.reshape %arg274 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1610 = stablehlo.add %1608, %1609 : tensor<1x1x1x128xf32>
    %1611 = stablehlo.multiply %1599, %1606 : tensor<1x1x1x128xf32>
    %1612 = stablehlo.add %1611, %1610 : tensor<1x1x1x128xf32>
    %1613 = call @relu_48(%1612) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1614 = stablehlo.convolution(%1613, %arg275) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1615 = stablehlo.concatenate %1584, %1614, dim = 3 : (tensor<1x1x1x544xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x576xf32>
    %1616 = stablehlo.reshape %arg548 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %1617 = stablehlo.reshape %arg549 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %cst_99 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %1619 = stablehlo.add %1617, %1618 : tensor<1x1x1x576xf32>
    %1620 = stablehlo.rsqrt %1619 : tensor<1x1x1x576xf32>
    %1621 = stablehlo.reshape %arg276 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %1622 = stablehlo.multiply %1620, %1621 : tensor<1x1x1x576xf32>
    %1623 = stablehlo.negate %1616 : tensor<1x1x1x576xf32>
    %1624 = stablehlo.multiply %1623, %1622 : tensor<1x1x1x576xf32>
    %1625 = stablehlo.reshape %arg277 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %1626 = stablehlo.add %1624, %1625 : tensor<1x1x1x576xf32>
    %1627 = stablehlo.multiply %1615, %1622 : tensor<1x1x1x576xf32>
    %1628 = stablehlo.add %1627, %1626 : tensor<1x1x1x576xf32>
    %1629 = call @relu_50(%1628) : (tensor<1x1x1x576xf32>) -> tensor<1x1x1x576xf32>
    %1630 = stablehlo.convolution(%1629, %arg278) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x576xf32>, tensor<1x1x576x128xf32>) -> tensor<1x1x1x128xf32>
    %1631 = stablehlo.reshape %arg550 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1632 = stablehlo.reshape %arg551 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_100 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1634 = stablehlo.add %1632, %1633 : tensor<1x1x1x128xf32>
    %1635 = stablehlo.rsqrt %1634 : tensor<1x1x1x128xf32>
    %1636 = stablehlo.reshape %arg279 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1637 = stablehlo.multiply %1635, %1636 : tensor<1x1x1x128xf32>
    %1638 = stablehlo.negate %1631 : tensor<1x1x1x128xf32>
    %1639 = stablehlo.multiply %1638, %1637 : tensor<1x1x1x128xf32>
    %1640 = stablehlo.reshape %arg280 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1641 = stablehlo.add %1639, %1640 : tensor<1x1x1x128xf32>
    %1642 = stablehlo.multiply %1630, %1637 : tensor<1x1x1x128xf32>
    %1643 = stablehlo.add %1642, %1641 : tensor<1x1x1x128xf32>
    %1644 = call @relu_48(%1643) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1645 = stablehlo.convolution(%1644, %arg281) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1646 = stablehlo.concatenate %1615, %1645, dim = 3 : (tensor<1x1x1x576xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x608xf32>
    %1647 = stablehlo.reshape %arg552 : (tensor<608xf32>) -> tensor<1x1x1x608xf32>
    %1648 = stablehlo.reshape %arg553 : (tensor<608xf32>) -> tensor<1x1x1x608xf32>
    %cst_101 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1649 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<1x1x1x608xf32>
    %1650 = stablehlo.add %1648, %1649 : tensor<1x1x1x608xf32>
    %1651 = stablehlo.rsqrt %1650 : tensor<1x1x1x608xf32>
    %1652 = stablehlo.reshape %arg282 : (tensor<608xf32>) -> tensor<1x1x1x608xf32>
    %1653 = stablehlo.multiply %1651, %1652 : tensor<1x1x1x608xf32>
    %1654 = stablehlo.negate %1647 : tensor<1x1x1x608xf32>
    %1655 = stablehlo.multiply %1654, %1653 : tensor<1x1x1x608xf32>
    %1656 = stablehlo.reshape %arg283 : (tensor<608xf32>) -> tensor<1x1x1x608xf32>
    %1657 = stablehlo.add %1655, %1656 : tensor<1x1x1x608xf32>
    %1658 = stablehlo.multiply %1646, %1653 : tensor<1x1x1x608xf32>
    %1659 = stablehlo.add %1658, %1657 : tensor<1x1x1x608xf32>
    %1660 = call @relu_51(%1659) : (tensor<1x1x1x608xf32>) -> tensor<1x1x1x608xf32>
    %1661 = stablehlo.convolution(%1660, %arg284) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x608xf32>, tensor<1x1x608x128xf32>) -> tensor<1x1x1x128xf32>
    %1662 = stablehlo.reshape %arg554 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1663 = stablehlo.reshape %arg555 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_102 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1664 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1665 = stablehlo.add %1663, %1664 : tensor<1x1x1x128xf32>
    %1666 = stablehlo.rsqrt %1665 : tensor<1x1x1x128xf32>
    %1667 = stablehlo.reshape %arg285 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1668 = stablehlo.multiply %1666, %1667 : tensor<1x1x1x128xf32>
    %1669 = stablehlo.negate %1662 : tensor<1x1x1x128xf32>
    %1670 = stablehlo.multiply %1669, %1668 : tensor<1x1x1x128xf32>
    %1671 = stablehlo.reshape %arg286 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1672 = stablehlo.add %1670, %1671 : tensor<1x1x1x128xf32>
    %1673 = stablehlo.multiply %1661, %1668 : tensor<1x1x1x128xf32>
    %1674 = stablehlo.add %1673, %1672 : tensor<1x1x1x128xf32>
    %1675 = call @relu_48(%1674) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1676 = stablehlo.convolution(%1675, %arg287) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1677 = stablehlo.concatenate %1646, %1676, dim = 3 : (tensor<1x1x1x608xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x640xf32>
    %1678 = stablehlo.reshape %arg556 : (tensor<640xf32>) -> tensor<1x1x1x640xf32>
    %1679 = stablehlo.reshape %arg557 : (tensor<640xf32>) -> tensor<1x1x1x640xf32>
    %cst_103 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1680 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x1x1x640xf32>
    %1681 = stablehlo.add %1679, %1680 : tensor<1x1x1x640xf32>
    %1682 = stablehlo.rsqrt %1681 : tensor<1x1x1x640xf32>
    %1683 = stablehlo.reshape %arg288 : (tensor<640xf32>) -> tensor<1x1x1x640xf32>
    %1684 = stablehlo.multiply %1682, %1683 : tensor<1x1x1x640xf32>
    %1685 = stablehlo.negate %1678 : tensor<1x1x1x640xf32>
    %1686 = stablehlo.multiply %1685, %1684 : tensor<1x1x1x640xf32>
    %1687 = stablehlo.reshape %arg289 : (tensor<640xf32>) -> tensor<1x1x1x640xf32>
    %1688 = stablehlo.add %1686, %1687 : tensor<1x1x1x640xf32>
    %1689 = stablehlo.multiply %1677, %1684 : tensor<1x1x1x640xf32>
    %1690 = stablehlo.add %1689, %1688 : tensor<1x1x1x640xf32>
    %1691 = call @relu_52(%1690) : (tensor<1x1x1x640xf32>) -> tensor<1x1x1x640xf32>
    %1692 = stablehlo.convolution(%1691, %arg290) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x640xf32>, tensor<1x1x640x128xf32>) -> tensor<1x1x1x128xf32>
    %1693 = stablehlo.reshape %arg558 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1694 = stablehlo.reshape %arg559 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_104 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1695 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1696 = stablehlo.add %1694, %1695 : tensor<1x1x1x128xf32>
    %1697 = stablehlo.rsqrt %1696 : tensor<1x1x1x128xf32>
    %1698 = stablehlo.reshape %arg291 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1699 = stablehlo.multiply %1697, %1698 : tensor<1x1x1x128xf32>
    %1700 = stablehlo.negate %1693 : tensor<1x1x1x128xf32>
    %1701 = stablehlo.multiply %1700, %1699 : tensor<1x1x1x128xf32>
    %1702 = stablehlo.reshape %arg292 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1703 = stablehlo.add %1701, %1702 : tensor<1x1x1x128xf32>
    %1704 = stablehlo.multiply %1692, %1699 : tensor<1x1x1x128xf32>
    %1705 = stablehlo.add %1704, %1703 : tensor<1x1x1x128xf32>
    %1706 = call @relu_48(%1705) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1707 = stablehlo.convolution(%1706, %arg293) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1708 = stablehlo.concatenate %1677, %1707, dim = 3 : (tensor<1x1x1x640xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x672xf32>
    %1709 = stablehlo.reshape %arg560 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %1710 = stablehlo.reshape %arg561 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_105 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %1712 = stablehlo.add %1710, %1711 : tensor<1x1x1x672xf32>
    %1713 = stablehlo.rsqrt %1712 : tensor<1x1x1x672xf32>
    %1714 = stablehlo.reshape %arg294 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %1715 = stablehlo.multiply %1713, %1714 : tensor<1x1x1x672xf32>
    %1716 = stablehlo.negate %1709 : tensor<1x1x1x672xf32>
    %1717 = stablehlo.multiply %1716, %1715 : tensor<1x1x1x672xf32>
    %1718 = stablehlo.reshape %arg295 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %1719 = stablehlo.add %1717, %1718 : tensor<1x1x1x672xf32>
    %1720 = stablehlo.multiply %1708, %1715 : tensor<1x1x1x672xf32>
    %1721 = stablehlo.add %1720, %1719 : tensor<1x1x1x672xf32>
    %1722 = call @relu_53(%1721) : (tensor<1x1x1x672xf32>) -> tensor<1x1x1x672xf32>
    %1723 = stablehlo.convolution(%1722, %arg296) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x672xf32>, tensor<1x1x672x128xf32>) -> tensor<1x1x1x128xf32>
    %1724 = stablehlo.reshape %arg562 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1725 = stablehlo.reshape %arg563 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_106 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1727 = stablehlo.add %1725, %1726 : tensor<1x1x1x128xf32>
    %1728 = stablehlo.rsqrt %1727 : tensor<1x1x1x128xf32>
    %1729 = stablehlo.reshape %arg297 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1730 = stablehlo.multiply %1728, %1729 : tensor<1x1x1x128xf32>
    %1731 = stablehlo.negate %1724 : tensor<1x1x1x128xf32>
    %1732 = stablehlo.multiply %1731, %1730 : tensor<1x1x1x128xf32>
    %1733 = stablehlo.reshape %arg298 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1734 = stablehlo.add %1732, %1733 : tensor<1x1x1x128xf32>
    %1735 = stablehlo.multiply %1723, %1730 : tensor<1x1x1x128xf32>
    %1736 = stablehlo.add %1735, %1734 : tensor<1x1x1x128xf32>
    %1737 = call @relu_48(%1736) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1738 = stablehlo.convolution(%1737, %arg299) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1739 = stablehlo.concatenate %1708, %1738, dim = 3 : (tensor<1x1x1x672xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x704xf32>
    %1740 = stablehlo.reshape %arg564 : (tensor<704xf32>) -> tensor<1x1x1x704xf32>
    %1741 = stablehlo.reshape %arg565 : (tensor<704xf32>) -> tensor<1x1x1x704xf32>
    %cst_107 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1742 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1x1x1x704xf32>
    %1743 = stablehlo.add %1741, %1742 : tensor<1x1x1x704xf32>
    %1744 = stablehlo.rsqrt %1743 : tensor<1x1x1x704xf32>
    %1745 = stablehlo.reshape %arg300 : (tensor<704xf32>) -> tensor<1x1x1x704xf32>
    %1746 = stablehlo.multiply %1744, %1745 : tensor<1x1x1x704xf32>
    %1747 = stablehlo.negate %1740 : tensor<1x1x1x704xf32>
    %1748 = stablehlo.multiply %1747, %1746 : tensor<1x1x1x704xf32>
    %1749 = stablehlo.reshape %arg301 : (tensor<704xf32>) -> tensor<1x1x1x704xf32>
    %1750 = stablehlo.add %1748, %1749 : tensor<1x1x1x704xf32>
    %1751 = stablehlo.multiply %1739, %1746 : tensor<1x1x1x704xf32>
    %1752 = stablehlo.add %1751, %1750 : tensor<1x1x1x704xf32>
    %1753 = call @relu_54(%1752) : (tensor<1x1x1x704xf32>) -> tensor<1x1x1x704xf32>
    %1754 = stablehlo.convolution(%1753, %arg302) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x704xf32>, tensor<1x1x704x128xf32>) -> tensor<1x1x1x128xf32>
    %1755 = stablehlo.reshape %arg566 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1756 = stablehlo.reshape %arg567 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_108 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1757 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1758 = stablehlo.add %1756, %1757 : tensor<1x1x1x128xf32>
    %1759 = stablehlo.rsqrt %1758 : tensor<1x1x1x128xf32>
    %1760 = stablehlo.reshape %arg303 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1761 = stablehlo.multiply %1759, %1760 : tensor<1x1x1x128xf32>
    %1762 = stablehlo.negate %1755 : tensor<1x1x1x128xf32>
    %1763 = stablehlo.multiply %1762, %1761 : tensor<1x1x1x128xf32>
    %1764 = stablehlo.reshape %arg304 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1765 = stablehlo.add %1763, %1764 : tensor<1x1x1x128xf32>
    %1766 = stablehlo.multiply %1754, %1761 : tensor<1x1x1x128xf32>
    %1767 = stablehlo.add %1766, %1765 : tensor<1x1x1x128xf32>
    %1768 = call @relu_48(%1767) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1769 = stablehlo.convolution(%1768, %arg305) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1770 = stablehlo.concatenate %1739, %1769, dim = 3 : (tensor<1x1x1x704xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x736xf32>
    %1771 = stablehlo.reshape %arg568 : (tensor<736xf32>) -> tensor<1x1x1x736xf32>
    %1772 = stablehlo.reshape %arg569 : (tensor<736xf32>) -> tensor<1x1x1x736xf32>
    %cst_109 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1773 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x1x1x736xf32>
    %1774 = stablehlo.add %1772, %1773 : tensor<1x1x1x736xf32>
    %1775 = stablehlo.rsqrt %1774 : tensor<1x1x1x736xf32>
    %1776 = stablehlo.reshape %arg306 : (tensor<736xf32>) -> tensor<1x1x1x736xf32>
    %1777 = stablehlo.multiply %1775, %1776 : tensor<1x1x1x736xf32>
    %1778 = stablehlo.negate %1771 : tensor<1x1x1x736xf32>
    %1779 = stablehlo.multiply %1778, %1777 : tensor<1x1x1x736xf32>
    %1780 = stablehlo.reshape %arg307 : (tensor<736xf32>) -> tensor<1x1x1x736xf32>
    %1781 = stablehlo.add %1779, %1780 : tensor<1x1x1x736xf32>
    %1782 = stablehlo.multiply %1770, %1777 : tensor<1x1x1x736xf32>
    %1783 = stablehlo.add %1782, %1781 : tensor<1x1x1x736xf32>
    %1784 = call @relu_55(%1783) : (tensor<1x1x1x736xf32>) -> tensor<1x1x1x736xf32>
    %1785 = stablehlo.convolution(%1784, %arg308) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x736xf32>, tensor<1x1x736x128xf32>) -> tensor<1x1x1x128xf32>
    %1786 = stablehlo.reshape %arg570 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1787 = stablehlo.reshape %arg571 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_110 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1788 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1789 = stablehlo.add %1787, %1788 : tensor<1x1x1x128xf32>
    %1790 = stablehlo.rsqrt %1789 : tensor<1x1x1x128xf32>
    %1791 = stablehlo.reshape %arg309 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1792 = stablehlo.multiply %1790, %1791 : tensor<1x1x1x128xf32>
    %1793 = stablehlo.negate %1786 : tensor<1x1x1x128xf32>
    %1794 = stablehlo.multiply %1793, %1792 : tensor<1x1x1x128xf32>
    %1795 = stablehlo.reshape %arg310 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1796 = stablehlo.add %1794, %1795 : tensor<1x1x1x128xf32>
    %1797 = stablehlo.multiply %1785, %1792 : tensor<1x1x1x128xf32>
    %1798 = stablehlo.add %1797, %1796 : tensor<1x1x1x128xf32>
    %1799 = call @relu_48(%1798) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1800 = stablehlo.convolution(%1799, %arg311) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1801 = stablehlo.concatenate %1770, %1800, dim = 3 : (tensor<1x1x1x736xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x768xf32>
    %1802 = stablehlo.reshape %arg572 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %1803 = stablehlo.reshape %arg573 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %cst_111 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1804 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x1x768xf32>
    %1805 = stablehlo.add %1803, %1804 : tensor<1x1x1x768xf32>
    %1806 = stablehlo.rsqrt %1805 : tensor<1x1x1x768xf32>
    %1807 = stablehlo.reshape %arg312 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %1808 = stablehlo.multiply %1806, %1807 : tensor<1x1x1x768xf32>
    %1809 = stablehlo.negate %1802 : tensor<1x1x1x768xf32>
    %1810 = stablehlo.multiply %1809, %1808 : tensor<1x1x1x768xf32>
    %1811 = stablehlo.reshape %arg313 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %1812 = stablehlo.add %1810, %1811 : tensor<1x1x1x768xf32>
    %1813 = stablehlo.multiply %1801, %1808 : tensor<1x1x1x768xf32>
    %1814 = stablehlo.add %1813, %1812 : tensor<1x1x1x768xf32>
    %1815 = call @relu_56(%1814) : (tensor<1x1x1x768xf32>) -> tensor<1x1x1x768xf32>
    %1816 = stablehlo.convolution(%1815, %arg314) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x768xf32>, tensor<1x1x768x128xf32>) -> tensor<1x1x1x128xf32>
    %1817 = stablehlo.reshape %arg574 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1818 = stablehlo.reshape %arg575 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_112 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1819 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1820 = stablehlo.add %1818, %1819 : tensor<1x1x1x128xf32>
    %1821 = stablehlo.rsqrt %1820 : tensor<1x1x1x128xf32>
    %1822 = stablehlo.reshape %arg315 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1823 = stablehlo.multiply %1821, %1822 : tensor<1x1x1x128xf32>
    %1824 = stablehlo.negate %1817 : tensor<1x1x1x128xf32>
    %1825 = stablehlo.multiply %1824, %1823 : tensor<1x1x1x128xf32>
    %1826 = stablehlo.reshape %arg316 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1827 = stablehlo.add %1825, %1826 : tensor<1x1x1x128xf32>
    %1828 = stablehlo.multiply %1816, %1823 : tensor<1x1x1x128xf32>
    %1829 = stablehlo.add %1828, %1827 : tensor<1x1x1x128xf32>
    %1830 = call @relu_48(%1829) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1831 = stablehlo.convolution(%1830, %arg317) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1832 = stablehlo.concatenate %1801, %1831, dim = 3 : (tensor<1x1x1x768xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x800xf32>
    %1833 = stablehlo.reshape %arg576 : (tensor<800xf32>) -> tensor<1x1x1x800xf32>
    %1834 = stablehlo.reshape %arg577 : (tensor<800xf32>) -> tensor<1x1x1x800xf32>
    %cst_113 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1835 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x1x1x800xf32>
    %1836 = stablehlo.add %1834, %1835 : tensor<1x1x1x800xf32>
    %1837 = stablehlo.rsqrt %1836 : tensor<1x1x1x800xf32>
    %1838 = stablehlo.reshape %arg318 : (tensor<800xf32>) -> tensor<1x1x1x800xf32>
    %1839 = stablehlo.multiply %1837, %1838 : tensor<1x1x1x800xf32>
    %1840 = stablehlo.negate %1833 : tensor<1x1x1x800xf32>
    %1841 = stablehlo.multiply %1840, %1839 : tensor<1x1x1x800xf32>
    %1842 = stablehlo.reshape %arg319 : (tensor<800xf32>) -> tensor<1x1x1x800xf32>
    %1843 = stablehlo.add %1841, %1842 : tensor<1x1x1x800xf32>
    %1844 = stablehlo.multiply %1832, %1839 : tensor<1x1x1x800xf32>
    %1845 = stablehlo.add %1844, %1843 : tensor<1x1x1x800xf32>
    %1846 = call @relu_57(%1845) : (tensor<1x1x1x800xf32>) -> tensor<1x1x1x800xf32>
    %1847 = stablehlo.convolution(%1846, %arg320) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x800xf32>, tensor<1x1x800x128xf32>) -> tensor<1x1x1x128xf32>
    %1848 = stablehlo.reshape %arg578 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1849 = stablehlo.reshape %arg579 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_114 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1850 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1851 = stablehlo.add %1849, %1850 : tensor<1x1x1x128xf32>
    %1852 = stablehlo.rsqrt %1851 : tensor<1x1x1x128xf32>
    %1853 = stablehlo.reshape %arg321 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1854 = stablehlo.multiply %1852, %1853 : tensor<1x1x1x128xf32>
    %1855 = stablehlo.negate %1848 : tensor<1x1x1x128xf32>
    %1856 = stablehlo.multiply %1855, %1854 : tensor<1x1x1x128xf32>
    %1857 = stablehlo.reshape %arg322 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1858 = stablehlo.add %1856, %1857 : tensor<1x1x1x128xf32>
    %1859 = stablehlo.multiply %1847, %1854 : tensor<1x1x1x128xf32>
    %1860 = stablehlo.add %1859, %1858 : tensor<1x1x1x128xf32>
    %1861 = call @relu_48(%1860) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1862 = stablehlo.convolution(%1861, %arg323) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1863 = stablehlo.concatenate %1832, %1862, dim = 3 : (tensor<1x1x1x800xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x832xf32>
    %1864 = stablehlo.reshape %arg580 : (tensor<832xf32>) -> tensor<1x1x1x832xf32>
    %1865 = stablehlo.reshape %arg581 : (tensor<832xf32>) -> tensor<1x1x1x832xf32>
    %cst_115 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1866 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<1x1x1x832xf32>
    %1867 = stablehlo.add %1865, %1866 : tensor<1x1x1x832xf32>
    %1868 = stablehlo.rsqrt %1867 : tensor<1x1x1x832xf32>
    %1869 = stablehlo.reshape %arg324 : (tensor<832xf32>) -> tensor<1x1x1x832xf32>
    %1870 = stablehlo.multiply %1868, %1869 : tensor<1x1x1x832xf32>
    %1871 = stablehlo.negate %1864 : tensor<1x1x1x832xf32>
    %1872 = stablehlo.multiply %1871, %1870 : tensor<1x1x1x832xf32>
    %1873 = stablehlo.reshape %arg325 : (tensor<832xf32>) -> tensor<1x1x1x832xf32>
    %1874 = stablehlo.add %1872, %1873 : tensor<1x1x1x832xf32>
    %1875 = stablehlo.multiply %1863, %1870 : tensor<1x1x1x832xf32>
    %1876 = stablehlo.add %1875, %1874 : tensor<1x1x1x832xf32>
    %1877 = call @relu_58(%1876) : (tensor<1x1x1x832xf32>) -> tensor<1x1x1x832xf32>
    %1878 = stablehlo.convolution(%1877, %arg326) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x832xf32>, tensor<1x1x832x128xf32>) -> tensor<1x1x1x128xf32>
    %1879 = stablehlo.reshape %arg582 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1880 = stablehlo.reshape %arg583 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_116 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1881 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1882 = stablehlo.add %1880, %1881 : tensor<1x1x1x128xf32>
    %1883 = stablehlo.rsqrt %1882 : tensor<1x1x1x128xf32>
    %1884 = stablehlo.reshape %arg327 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1885 = stablehlo.multiply %1883, %1884 : tensor<1x1x1x128xf32>
    %1886 = stablehlo.negate %1879 : tensor<1x1x1x128xf32>
    %1887 = stablehlo.multiply %1886, %1885 : tensor<1x1x1x128xf32>
    %1888 = stablehlo.reshape %arg328 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1889 = stablehlo.add %1887, %1888 : tensor<1x1x1x128xf32>
    %1890 = stablehlo.multiply %1878, %1885 : tensor<1x1x1x128xf32>
    %1891 = stablehlo.add %1890, %1889 : tensor<1x1x1x128xf32>
    %1892 = call @relu_48(%1891) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1893 = stablehlo.convolution(%1892, %arg329) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1894 = stablehlo.concatenate %1863, %1893, dim = 3 : (tensor<1x1x1x832xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x864xf32>
    %1895 = stablehlo.reshape %arg584 : (tensor<864xf32>) -> tensor<1x1x1x864xf32>
    %1896 = stablehlo.reshape %arg585 : (tensor<864xf32>) -> tensor<1x1x1x864xf32>
    %cst_117 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1897 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1x1x1x864xf32>
    %1898 = stablehlo.add %1896, %1897 : tensor<1x1x1x864xf32>
    %1899 = stablehlo.rsqrt %1898 : tensor<1x1x1x864xf32>
    %1900 = stablehlo.reshape %arg330 : (tensor<864xf32>) -> tensor<1x1x1x864xf32>
    %1901 = stablehlo.multiply %1899, %1900 : tensor<1x1x1x864xf32>
    %1902 = stablehlo.negate %1895 : tensor<1x1x1x864xf32>
    %1903 = stablehlo.multiply %1902, %1901 : tensor<1x1x1x864xf32>
    %1904 = stablehlo.reshape %arg331 : (tensor<864xf32>) -> tensor<1x1x1x864xf32>
    %1905 = stablehlo.add %1903, %1904 : tensor<1x1x1x864xf32>
    %1906 = stablehlo.multiply %1894, %1901 : tensor<1x1x1x864xf32>
    %1907 = stablehlo.add %1906, %1905 : tensor<1x1x1x864xf32>
    %1908 = call @relu_59(%1907) : (tensor<1x1x1x864xf32>) -> tensor<1x1x1x864xf32>
    %1909 = stablehlo.convolution(%1908, %arg332) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x864xf32>, tensor<1x1x864x128xf32>) -> tensor<1x1x1x128xf32>
    %1910 = stablehlo.reshape %arg586 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1911 = stablehlo.reshape %arg587 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_118 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1912 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1913 = stablehlo.add %1911, %1912 : tensor<1x1x1x128xf32>
    %1914 = stablehlo.rsqrt %1913 : tensor<1x1x1x128xf32>
    %1915 = stablehlo.reshape %arg333 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1916 = stablehlo.multiply %1914, %1915 : tensor<1x1x1x128xf32>
    %1917 = stablehlo.negate %1910 : tensor<1x1x1x128xf32>
    %1918 = stablehlo.multiply %1917, %1916 : tensor<1x1x1x128xf32>
    %1919 = stablehlo.reshape %arg334 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1920 = stablehlo.add %1918, %1919 : tensor<1x1x1x128xf32>
    %1921 = stablehlo.multiply %1909, %1916 : tensor<1x1x1x128xf32>
    %1922 = stablehlo.add %1921, %1920 : tensor<1x1x1x128xf32>
    %1923 = call @relu_48(%1922) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1924 = stablehlo.convolution(%1923, %arg335) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1925 = stablehlo.concatenate %1894, %1924, dim = 3 : (tensor<1x1x1x864xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x896xf32>
    %1926 = stablehlo.reshape %arg588 : (tensor<896xf32>) -> tensor<1x1x1x896xf32>
    %1927 = stablehlo.reshape %arg589 : (tensor<896xf32>) -> tensor<1x1x1x896xf32>
    %cst_119 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1928 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x1x1x896xf32>
    %1929 = stablehlo.add %1927, %1928 : tensor<1x1x1x896xf32>
    %1930 = stablehlo.rsqrt %1929 : tensor<1x1x1x896xf32>
    %1931 = stablehlo.reshape %arg336 : (tensor<896xf32>) -> tensor<1x1x1x896xf32>
    %1932 = stablehlo.multiply %1930, %1931 : tensor<1x1x1x896xf32>
    %1933 = stablehlo.negate %1926 : tensor<1x1x1x896xf32>
    %1934 = stablehlo.multiply %1933, %1932 : tensor<1x1x1x896xf32>
    %1935 = stablehlo.reshape %arg337 : (tensor<896xf32>) -> tensor<1x1x1x896xf32>
    %1936 = stablehlo.add %1934, %1935 : tensor<1x1x1x896xf32>
    %1937 = stablehlo.multiply %1925, %1932 : tensor<1x1x1x896xf32>
    %1938 = stablehlo.add %1937, %1936 : tensor<1x1x1x896xf32>
    %1939 = call @relu_60(%1938) : (tensor<1x1x1x896xf32>) -> tensor<1x1x1x896xf32>
    %1940 = stablehlo.convolution(%1939, %arg338) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x896xf32>, tensor<1x1x896x128xf32>) -> tensor<1x1x1x128xf32>
    %1941 = stablehlo.reshape %arg590 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1942 = stablehlo.reshape %arg591 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_120 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1943 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1944 = stablehlo.add %1942, %1943 : tensor<1x1x1x128xf32>
    %1945 = stablehlo.rsqrt %1944 : tensor<1x1x1x128xf32>
    %1946 = stablehlo.reshape %arg339 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1947 = stablehlo.multiply %1945, %1946 : tensor<1x1x1x128xf32>
    %1948 = stablehlo.negate %1941 : tensor<1x1x1x128xf32>
    %1949 = stablehlo.multiply %1948, %1947 : tensor<1x1x1x128xf32>
    %1950 = stablehlo.reshape %arg340 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1951 = stablehlo.add %1949, %1950 : tensor<1x1x1x128xf32>
    %1952 = stablehlo.multiply %1940, %1947 : tensor<1x1x1x128xf32>
    %1953 = stablehlo.add %1952, %1951 : tensor<1x1x1x128xf32>
    %1954 = call @relu_48(%1953) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1955 = stablehlo.convolution(%1954, %arg341) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1956 = stablehlo.concatenate %1925, %1955, dim = 3 : (tensor<1x1x1x896xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x928xf32>
    %1957 = stablehlo.reshape %arg592 : (tensor<928xf32>) -> tensor<1x1x1x928xf32>
    %1958 = stablehlo.reshape %arg593 : (tensor<928xf32>) -> tensor<1x1x1x928xf32>
    %cst_121 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1959 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<1x1x1x928xf32>
    %1960 = stablehlo.add %1958, %1959 : tensor<1x1x1x928xf32>
    %1961 = stablehlo.rsqrt %1960 : tensor<1x1x1x928xf32>
    %1962 = stablehlo.reshape %arg342 : (tensor<928xf32>) -> tensor<1x1x1x928xf32>
    %1963 = stablehlo.multiply %1961, %1962 : tensor<1x1x1x928xf32>
    %1964 = stablehlo.negate %1957 : tensor<1x1x1x928xf32>
    %1965 = stablehlo.multiply %1964, %1963 : tensor<1x1x1x928xf32>
    %1966 = stablehlo.reshape %arg343 : (tensor<928xf32>) -> tensor<1x1x1x928xf32>
    %1967 = stablehlo.add %1965, %1966 : tensor<1x1x1x928xf32>
    %1968 = stablehlo.multiply %1956, %1963 : tensor<1x1x1x928xf32>
    %1969 = stablehlo.add %1968, %1967 : tensor<1x1x1x928xf32>
    %1970 = call @relu_61(%1969) : (tensor<1x1x1x928xf32>) -> tensor<1x1x1x928xf32>
    %1971 = stablehlo.convolution(%1970, %arg344) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x928xf32>, tensor<1x1x928x128xf32>) -> tensor<1x1x1x128xf32>
    %1972 = stablehlo.reshape %arg594 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1973 = stablehlo.reshape %arg595 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_122 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1974 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1975 = stablehlo.add %1973, %1974 : tensor<1x1x1x128xf32>
    %1976 = stablehlo.rsqrt %1975 : tensor<1x1x1x128xf32>
    %1977 = stablehlo.reshape %arg345 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1978 = stablehlo.multiply %1976, %1977 : tensor<1x1x1x128xf32>
    %1979 = stablehlo.negate %1972 : tensor<1x1x1x128xf32>
    %1980 = stablehlo.multiply %1979, %1978 : tensor<1x1x1x128xf32>
    %1981 = stablehlo.reshape %arg346 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1982 = stablehlo.add %1980, %1981 : tensor<1x1x1x128xf32>
    %1983 = stablehlo.multiply %1971, %1978 : tensor<1x1x1x128xf32>
    %1984 = stablehlo.add %1983, %1982 : tensor<1x1x1x128xf32>
    %1985 = call @relu_48(%1984) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1986 = stablehlo.convolution(%1985, %arg347) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %1987 = stablehlo.concatenate %1956, %1986, dim = 3 : (tensor<1x1x1x928xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x960xf32>
    %1988 = stablehlo.reshape %arg596 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %1989 = stablehlo.reshape %arg597 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %cst_123 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1990 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %1991 = stablehlo.add %1989, %1990 : tensor<1x1x1x960xf32>
    %1992 = stablehlo.rsqrt %1991 : tensor<1x1x1x960xf32>
    %1993 = stablehlo.reshape %arg348 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %1994 = stablehlo.multiply %1992, %1993 : tensor<1x1x1x960xf32>
    %1995 = stablehlo.negate %1988 : tensor<1x1x1x960xf32>
    %1996 = stablehlo.multiply %1995, %1994 : tensor<1x1x1x960xf32>
    %1997 = stablehlo.reshape %arg349 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %1998 = stablehlo.add %1996, %1997 : tensor<1x1x1x960xf32>
    %1999 = stablehlo.multiply %1987, %1994 : tensor<1x1x1x960xf32>
    %2000 = stablehlo.add %1999, %1998 : tensor<1x1x1x960xf32>
    %2001 = call @relu_62(%2000) : (tensor<1x1x1x960xf32>) -> tensor<1x1x1x960xf32>
    %2002 = stablehlo.convolution(%2001, %arg350) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x960xf32>, tensor<1x1x960x128xf32>) -> tensor<1x1x1x128xf32>
    %2003 = stablehlo.reshape %arg598 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %2004 = stablehlo.reshape %arg599 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_124 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %2005 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %2006 = stablehlo.add %2004, %2005 : tensor<1x1x1x128xf32>
    %2007 = stablehlo.rsqrt %2006 : tensor<1x1x1x128xf32>
    %2008 = stablehlo.reshape %arg351 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %2009 = stablehlo.multiply %2007, %2008 : tensor<1x1x1x128xf32>
    %2010 = stablehlo.negate %2003 : tensor<1x1x1x128xf32>
    %2011 = stablehlo.multiply %2010, %2009 : tensor<1x1x1x128xf32>
    %2012 = stablehlo.reshape %arg352 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %2013 = stablehlo.add %2011, %2012 : tensor<1x1x1x128xf32>
    %2014 = stablehlo.multiply %2002, %2009 : tensor<1x1x1x128xf32>
    %2015 = stablehlo.add %2014, %2013 : tensor<1x1x1x128xf32>
    %2016 = call @relu_48(%2015) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %2017 = stablehlo.convolution(%2016, %arg353) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %2018 = stablehlo.concatenate %1987, %2017, dim = 3 : (tensor<1x1x1x960xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x992xf32>
    %2019 = stablehlo.reshape %arg600 : (tensor<992xf32>) -> tensor<1x1x1x992xf32>
    %2020 = stablehlo.reshape %arg601 : (tensor<992xf32>) -> tensor<1x1x1x992xf32>
    %cst_125 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %2021 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<1x1x1x992xf32>
    %2022 = stablehlo.add %2020, %2021 : tensor<1x1x1x992xf32>
    %2023 = stablehlo.rsqrt %2022 : tensor<1x1x1x992xf32>
    %2024 = stablehlo.reshape %arg354 : (tensor<992xf32>) -> tensor<1x1x1x992xf32>
    %2025 = stablehlo.multiply %2023, %2024 : tensor<1x1x1x992xf32>
    %2026 = stablehlo.negate %2019 : tensor<1x1x1x992xf32>
    %2027 = stablehlo.multiply %2026, %2025 : tensor<1x1x1x992xf32>
    %2028 = stablehlo.reshape %arg355 : (tensor<992xf32>) -> tensor<1x1x1x992xf32>
    %2029 = stablehlo.add %2027, %2028 : tensor<1x1x1x992xf32>
    %2030 = stablehlo.multiply %2018, %2025 : tensor<1x1x1x992xf32>
    %2031 = stablehlo.add %2030, %2029 : tensor<1x1x1x992xf32>
    %2032 = call @relu_63(%2031) : (tensor<1x1x1x992xf32>) -> tensor<1x1x1x992xf32>
    %2033 = stablehlo.convolution(%2032, %arg356) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x992xf32>, tensor<1x1x992x128xf32>) -> tensor<1x1x1x128xf32>
    %2034 = stablehlo.reshape %arg602 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %2035 = stablehlo.reshape %arg603 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_126 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %2036 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %2037 = stablehlo.add %2035, %2036 : tensor<1x1x1x128xf32>
    %2038 = stablehlo.rsqrt %2037 : tensor<1x1x1x128xf32>
    %2039 = stablehlo.reshape %arg357 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %2040 = stablehlo.multiply %2038, %2039 : tensor<1x1x1x128xf32>
    %2041 = stablehlo.negate %2034 : tensor<1x1x1x128xf32>
    %2042 = stablehlo.multiply %2041, %2040 : tensor<1x1x1x128xf32>
    %2043 = stablehlo.reshape %arg358 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %2044 = stablehlo.add %2042, %2043 : tensor<1x1x1x128xf32>
    %2045 = stablehlo.multiply %2033, %2040 : tensor<1x1x1x128xf32>
    %2046 = stablehlo.add %2045, %2044 : tensor<1x1x1x128xf32>
    %2047 = call @relu_48(%2046) : (tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %2048 = stablehlo.convolution(%2047, %arg359) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x128xf32>, tensor<3x3x128x32xf32>) -> tensor<1x1x1x32xf32>
    %2049 = stablehlo.concatenate %2018, %2048, dim = 3 : (tensor<1x1x1x992xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x1024xf32>
    %2050 = stablehlo.reshape %arg604 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %2051 = stablehlo.reshape %arg605 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_127 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %2052 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %2053 = stablehlo.add %2051, %2052 : tensor<1x1x1x1024xf32>
    %2054 = stablehlo.rsqrt %2053 : tensor<1x1x1x1024xf32>
    %2055 = stablehlo.reshape %arg360 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %2056 = stablehlo.multiply %2054, %2055 : tensor<1x1x1x1024xf32>
    %2057 = stablehlo.negate %2050 : tensor<1x1x1x1024xf32>
    %2058 = stablehlo.multiply %2057, %2056 : tensor<1x1x1x1024xf32>
    %2059 = stablehlo.reshape %arg361 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %2060 = stablehlo.add %2058, %2059 : tensor<1x1x1x1024xf32>
    %2061 = stablehlo.multiply %2049, %2056 : tensor<1x1x1x1024xf32>
    %2062 = stablehlo.add %2061, %2060 : tensor<1x1x1x1024xf32>
    %2063 = call @relu_64(%2062) : (tensor<1x1x1x1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2064 = stablehlo.reduce(%2063 init: %cst_128) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x1x1x1024xf32>, tensor<f32>) -> tensor<1x1024xf32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2065 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %2066 = stablehlo.divide %2064, %2065 : tensor<1x1024xf32>
    %2067 = stablehlo.dot_general %2066, %arg362, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1024xf32>, tensor<1024x10xf32>) -> tensor<1x10xf32>
    %2068 = stablehlo.broadcast_in_dim %arg363, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %2069 = stablehlo.add %2067, %2068 : tensor<1x10xf32>
    %cst_130 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2070 = stablehlo.reduce(%2069 init: %cst_130) applies stablehlo.maximum across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2071 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2072 = stablehlo.maximum %2071, %2070 : tensor<1xf32>
    %2073 = stablehlo.broadcast_in_dim %2072, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %2074 = stablehlo.broadcast_in_dim %2073, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %2075 = stablehlo.subtract %2069, %2074 : tensor<1x10xf32>
    %2076 = stablehlo.exponential %2075 : tensor<1x10xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2077 = stablehlo.reduce(%2076 init: %cst_132) applies stablehlo.add across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %2078 = stablehlo.broadcast_in_dim %2077, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %2079 = stablehlo.broadcast_in_dim %2078, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %2080 = stablehlo.divide %2076, %2079 : tensor<1x10xf32>
    return %2080 : tensor<1x10xf32>
  }
  func.func private @_pad(%arg0: tensor<1x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<1x38x38x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 3, 3, 0], high = [0, 3, 3, 0], interior = [0, 0, 0, 0] : (tensor<1x32x32x3xf32>, tensor<f32>) -> tensor<1x38x38x3xf32>
    return %1 : tensor<1x38x38x3xf32>
  }
  func.func private @relu(%arg0: tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x16x16x64xf32>
    return %1 : tensor<1x16x16x64xf32>
  }
  func.func private @_pad_0(%arg0: tensor<1x16x16x64xf32>, %arg1: tensor<i32>) -> tensor<1x18x18x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x16x16x64xf32>, tensor<f32>) -> tensor<1x18x18x64xf32>
    return %1 : tensor<1x18x18x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x64xf32>
    return %1 : tensor<1x8x8x64xf32>
  }
  func.func private @relu_2(%arg0: tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x128xf32>
    return %1 : tensor<1x8x8x128xf32>
  }
  func.func private @relu_3(%arg0: tensor<1x8x8x96xf32>) -> tensor<1x8x8x96xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x96xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x96xf32>
    return %1 : tensor<1x8x8x96xf32>
  }
  func.func private @relu_4(%arg0: tensor<1x8x8x160xf32>) -> tensor<1x8x8x160xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x160xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x160xf32>
    return %1 : tensor<1x8x8x160xf32>
  }
  func.func private @relu_5(%arg0: tensor<1x8x8x192xf32>) -> tensor<1x8x8x192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x192xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x192xf32>
    return %1 : tensor<1x8x8x192xf32>
  }
  func.func private @relu_6(%arg0: tensor<1x8x8x224xf32>) -> tensor<1x8x8x224xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x224xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x224xf32>
    return %1 : tensor<1x8x8x224xf32>
  }
  func.func private @relu_7(%arg0: tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x256xf32>
    return %1 : tensor<1x8x8x256xf32>
  }
  func.func private @relu_8(%arg0: tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x128xf32>
    return %1 : tensor<1x4x4x128xf32>
  }
  func.func private @relu_9(%arg0: tensor<1x4x4x160xf32>) -> tensor<1x4x4x160xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x160xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x160xf32>
    return %1 : tensor<1x4x4x160xf32>
  }
  func.func private @relu_10(%arg0: tensor<1x4x4x192xf32>) -> tensor<1x4x4x192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x192xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x192xf32>
    return %1 : tensor<1x4x4x192xf32>
  }
  func.func private @relu_11(%arg0: tensor<1x4x4x224xf32>) -> tensor<1x4x4x224xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x224xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x224xf32>
    return %1 : tensor<1x4x4x224xf32>
  }
  func.func private @relu_12(%arg0: tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x256xf32>
    return %1 : tensor<1x4x4x256xf32>
  }
  func.func private @relu_13(%arg0: tensor<1x4x4x288xf32>) -> tensor<1x4x4x288xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x288xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x288xf32>
    return %1 : tensor<1x4x4x288xf32>
  }
  func.func private @relu_14(%arg0: tensor<1x4x4x320xf32>) -> tensor<1x4x4x320xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x320xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x320xf32>
    return %1 : tensor<1x4x4x320xf32>
  }
  func.func private @relu_15(%arg0: tensor<1x4x4x352xf32>) -> tensor<1x4x4x352xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x352xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x352xf32>
    return %1 : tensor<1x4x4x352xf32>
  }
  func.func private @relu_16(%arg0: tensor<1x4x4x384xf32>) -> tensor<1x4x4x384xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x384xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x384xf32>
    return %1 : tensor<1x4x4x384xf32>
  }
  func.func private @relu_17(%arg0: tensor<1x4x4x416xf32>) -> tensor<1x4x4x416xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x416xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x416xf32>
    return %1 : tensor<1x4x4x416xf32>
  }
  func.func private @relu_18(%arg0: tensor<1x4x4x448xf32>) -> tensor<1x4x4x448xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x448xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x448xf32>
    return %1 : tensor<1x4x4x448xf32>
  }
  func.func private @relu_19(%arg0: tensor<1x4x4x480xf32>) -> tensor<1x4x4x480xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x480xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x480xf32>
    return %1 : tensor<1x4x4x480xf32>
  }
  func.func private @relu_20(%arg0: tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x512xf32>
    return %1 : tensor<1x4x4x512xf32>
  }
  func.func private @relu_21(%arg0: tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x256xf32>
    return %1 : tensor<1x2x2x256xf32>
  }
  func.func private @relu_22(%arg0: tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x128xf32>
    return %1 : tensor<1x2x2x128xf32>
  }
  func.func private @relu_23(%arg0: tensor<1x2x2x288xf32>) -> tensor<1x2x2x288xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x288xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x288xf32>
    return %1 : tensor<1x2x2x288xf32>
  }
  func.func private @relu_24(%arg0: tensor<1x2x2x320xf32>) -> tensor<1x2x2x320xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x320xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x320xf32>
    return %1 : tensor<1x2x2x320xf32>
  }
  func.func private @relu_25(%arg0: tensor<1x2x2x352xf32>) -> tensor<1x2x2x352xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x352xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x352xf32>
    return %1 : tensor<1x2x2x352xf32>
  }
  func.func private @relu_26(%arg0: tensor<1x2x2x384xf32>) -> tensor<1x2x2x384xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x384xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x384xf32>
    return %1 : tensor<1x2x2x384xf32>
  }
  func.func private @relu_27(%arg0: tensor<1x2x2x416xf32>) -> tensor<1x2x2x416xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x416xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x416xf32>
    return %1 : tensor<1x2x2x416xf32>
  }
  func.func private @relu_28(%arg0: tensor<1x2x2x448xf32>) -> tensor<1x2x2x448xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x448xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x448xf32>
    return %1 : tensor<1x2x2x448xf32>
  }
  func.func private @relu_29(%arg0: tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x480xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x480xf32>
    return %1 : tensor<1x2x2x480xf32>
  }
  func.func private @relu_30(%arg0: tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x512xf32>
    return %1 : tensor<1x2x2x512xf32>
  }
  func.func private @relu_31(%arg0: tensor<1x2x2x544xf32>) -> tensor<1x2x2x544xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x544xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x544xf32>
    return %1 : tensor<1x2x2x544xf32>
  }
  func.func private @relu_32(%arg0: tensor<1x2x2x576xf32>) -> tensor<1x2x2x576xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x576xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x576xf32>
    return %1 : tensor<1x2x2x576xf32>
  }
  func.func private @relu_33(%arg0: tensor<1x2x2x608xf32>) -> tensor<1x2x2x608xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x608xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x608xf32>
    return %1 : tensor<1x2x2x608xf32>
  }
  func.func private @relu_34(%arg0: tensor<1x2x2x640xf32>) -> tensor<1x2x2x640xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x640xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x640xf32>
    return %1 : tensor<1x2x2x640xf32>
  }
  func.func private @relu_35(%arg0: tensor<1x2x2x672xf32>) -> tensor<1x2x2x672xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x672xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x672xf32>
    return %1 : tensor<1x2x2x672xf32>
  }
  func.func private @relu_36(%arg0: tensor<1x2x2x704xf32>) -> tensor<1x2x2x704xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x704xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x704xf32>
    return %1 : tensor<1x2x2x704xf32>
  }
  func.func private @relu_37(%arg0: tensor<1x2x2x736xf32>) -> tensor<1x2x2x736xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x736xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x736xf32>
    return %1 : tensor<1x2x2x736xf32>
  }
  func.func private @relu_38(%arg0: tensor<1x2x2x768xf32>) -> tensor<1x2x2x768xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x768xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x768xf32>
    return %1 : tensor<1x2x2x768xf32>
  }
  func.func private @relu_39(%arg0: tensor<1x2x2x800xf32>) -> tensor<1x2x2x800xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x800xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x800xf32>
    return %1 : tensor<1x2x2x800xf32>
  }
  func.func private @relu_40(%arg0: tensor<1x2x2x832xf32>) -> tensor<1x2x2x832xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x832xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x832xf32>
    return %1 : tensor<1x2x2x832xf32>
  }
  func.func private @relu_41(%arg0: tensor<1x2x2x864xf32>) -> tensor<1x2x2x864xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x864xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x864xf32>
    return %1 : tensor<1x2x2x864xf32>
  }
  func.func private @relu_42(%arg0: tensor<1x2x2x896xf32>) -> tensor<1x2x2x896xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x896xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x896xf32>
    return %1 : tensor<1x2x2x896xf32>
  }
  func.func private @relu_43(%arg0: tensor<1x2x2x928xf32>) -> tensor<1x2x2x928xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x928xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x928xf32>
    return %1 : tensor<1x2x2x928xf32>
  }
  func.func private @relu_44(%arg0: tensor<1x2x2x960xf32>) -> tensor<1x2x2x960xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x960xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x960xf32>
    return %1 : tensor<1x2x2x960xf32>
  }
  func.func private @relu_45(%arg0: tensor<1x2x2x992xf32>) -> tensor<1x2x2x992xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x992xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x992xf32>
    return %1 : tensor<1x2x2x992xf32>
  }
  func.func private @relu_46(%arg0: tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x1024xf32>
    return %1 : tensor<1x2x2x1024xf32>
  }
  func.func private @relu_47(%arg0: tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x512xf32>
    return %1 : tensor<1x1x1x512xf32>
  }
  func.func private @relu_48(%arg0: tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x128xf32>
    return %1 : tensor<1x1x1x128xf32>
  }
  func.func private @relu_49(%arg0: tensor<1x1x1x544xf32>) -> tensor<1x1x1x544xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x544xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x544xf32>
    return %1 : tensor<1x1x1x544xf32>
  }
  func.func private @relu_50(%arg0: tensor<1x1x1x576xf32>) -> tensor<1x1x1x576xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x576xf32>
    return %1 : tensor<1x1x1x576xf32>
  }
  func.func private @relu_51(%arg0: tensor<1x1x1x608xf32>) -> tensor<1x1x1x608xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x608xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x608xf32>
    return %1 : tensor<1x1x1x608xf32>
  }
  func.func private @relu_52(%arg0: tensor<1x1x1x640xf32>) -> tensor<1x1x1x640xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x640xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x640xf32>
    return %1 : tensor<1x1x1x640xf32>
  }
  func.func private @relu_53(%arg0: tensor<1x1x1x672xf32>) -> tensor<1x1x1x672xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x672xf32>
    return %1 : tensor<1x1x1x672xf32>
  }
  func.func private @relu_54(%arg0: tensor<1x1x1x704xf32>) -> tensor<1x1x1x704xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x704xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x704xf32>
    return %1 : tensor<1x1x1x704xf32>
  }
  func.func private @relu_55(%arg0: tensor<1x1x1x736xf32>) -> tensor<1x1x1x736xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x736xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x736xf32>
    return %1 : tensor<1x1x1x736xf32>
  }
  func.func private @relu_56(%arg0: tensor<1x1x1x768xf32>) -> tensor<1x1x1x768xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x768xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x768xf32>
    return %1 : tensor<1x1x1x768xf32>
  }
  func.func private @relu_57(%arg0: tensor<1x1x1x800xf32>) -> tensor<1x1x1x800xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x800xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x800xf32>
    return %1 : tensor<1x1x1x800xf32>
  }
  func.func private @relu_58(%arg0: tensor<1x1x1x832xf32>) -> tensor<1x1x1x832xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x832xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x832xf32>
    return %1 : tensor<1x1x1x832xf32>
  }
  func.func private @relu_59(%arg0: tensor<1x1x1x864xf32>) -> tensor<1x1x1x864xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x864xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x864xf32>
    return %1 : tensor<1x1x1x864xf32>
  }
  func.func private @relu_60(%arg0: tensor<1x1x1x896xf32>) -> tensor<1x1x1x896xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x896xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x896xf32>
    return %1 : tensor<1x1x1x896xf32>
  }
  func.func private @relu_61(%arg0: tensor<1x1x1x928xf32>) -> tensor<1x1x1x928xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x928xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x928xf32>
    return %1 : tensor<1x1x1x928xf32>
  }
  func.func private @relu_62(%arg0: tensor<1x1x1x960xf32>) -> tensor<1x1x1x960xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x960xf32>
    return %1 : tensor<1x1x1x960xf32>
  }
  func.func private @relu_63(%arg0: tensor<1x1x1x992xf32>) -> tensor<1x1x1x992xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x992xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x992xf32>
    return %1 : tensor<1x1x1x992xf32>
  }
  func.func private @relu_64(%arg0: tensor<1x1x1x1024xf32>) -> tensor<1x1x1x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x1x1024xf32>
    return %1 : tensor<1x1x1x1024xf32>
  }
}
