//! Import an ONNX file and print its IR (development aid).
fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: import_onnx FILE [k=v,...]");
    let mut opts = hetc_frontends::ImportOptions::default();
    if let Some(b) = std::env::args().nth(2) {
        for kv in b.split(',') {
            let (k, v) = kv.split_once('=').unwrap();
            opts.bindings.insert(k.into(), v.parse().unwrap());
        }
    }
    match hetc_frontends::onnx::import_file(std::path::Path::new(&path), &opts) {
        Ok(i) => {
            for w in &i.warnings {
                eprintln!("warning: {w}");
            }
            print!("{}", hetc_ir::print_graph(&i.graph));
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}
